// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// biome-ignore-all lint/suspicious/noShadowRestrictedNames: the names are the contract's (a schema is called Error), read as a namespace's members
// Inline request bodies (`body`) and parameters (`path`, `query`), by operationId: one export per operation.
// Read it as a namespace: import * as operationLimits from './operationLimits.ts'.

export const confirmEmailChange = {
  body: {
    secret: { maxLength: 200, minLength: 1 },
  },
} as const;

export const forgotPassword = {
  body: {
    email: { maxLength: 254 },
  },
} as const;

export const getBeneficiary = {
  path: {
    userId: { maxLength: 64, minLength: 1 },
  },
} as const;

export const getCalendarExport = {
  path: {
    file: { pattern: '^[A-Za-z0-9_-]{20,100}\\.ics$' },
  },
} as const;

export const getCalendarOverview = {
  query: {
    days: { maximum: 62, minimum: 1 },
  },
} as const;

export const getDepartures = {
  query: {
    days: { maximum: 93, minimum: 1 },
  },
} as const;

export const getHelpContent = {
  query: {
    step: { maxLength: 60, minLength: 1 },
    typeProduct: { maximum: 999, minimum: 0 },
  },
} as const;

export const getPaymentIdentification = {
  path: {
    country: { maxLength: 40, minLength: 1 },
  },
} as const;

export const getPaymentProfile = {
  path: {
    userId: { maxLength: 64, minLength: 1 },
  },
} as const;

export const getPricePreview = {
  query: {
    days: { maximum: 366, minimum: 1 },
    start: { maxLength: 10 },
  },
} as const;

export const getReferralStats = {
  query: {
    months: { maximum: 24, minimum: 1 },
  },
} as const;

export const getSitePage = {
  path: {
    slug: { maxLength: 80, minLength: 1, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
  },
} as const;

export const getTaxRegister = {
  path: {
    userId: { maxLength: 64, minLength: 1 },
  },
} as const;

export const linkProfileCode = {
  body: {
    publicName: { maxLength: 100, minLength: 1 },
    strapiId: { maxLength: 100, minLength: 1 },
  },
} as const;

export const listBlogPosts = {
  query: {
    page: { maximum: 1000, minimum: 1 },
  },
} as const;

export const listBookings = {
  query: {
    code: { maxLength: 40 },
  },
} as const;

export const listChatMessages = {
  query: {
    before: { maximum: 9007199254740991, minimum: 1 },
    limit: { maximum: 200, minimum: 1 },
  },
} as const;

export const listCities = {
  path: {
    stateId: { maxLength: 40 },
  },
} as const;

export const listStates = {
  path: {
    countryId: { maxLength: 40 },
  },
} as const;

export const previewSiteContent = {
  body: {
    body: { maxLength: 50000 },
  },
} as const;

export const removeCalendarFeed = {
  path: {
    feedId: { maxLength: 64, minLength: 1 },
  },
} as const;

export const resendVerification = {
  body: {
    email: { maxLength: 254 },
  },
} as const;

export const resetPassword = {
  body: {
    password: { maxLength: 128, minLength: 8, pattern: '^\\S+$' },
    secret: { maxLength: 200, minLength: 1 },
  },
} as const;

export const saveBeneficiary = {
  path: {
    userId: { maxLength: 64, minLength: 1 },
  },
} as const;

export const saveTaxRegister = {
  path: {
    userId: { maxLength: 64, minLength: 1 },
  },
} as const;

export const scanReferralCode = {
  path: {
    code: { maxLength: 64, minLength: 1 },
  },
} as const;

export const syncCalendarFeed = {
  path: {
    feedId: { maxLength: 64, minLength: 1 },
  },
} as const;

export const updateInfluencerProfile = {
  path: {
    strapiProfileId: { maxLength: 100, minLength: 1 },
  },
} as const;

export const updatePaymentCountry = {
  path: {
    userId: { maxLength: 64, minLength: 1 },
  },
} as const;

export const verifyAccount = {
  body: {
    redirect: { maxLength: 500 },
    secret: { maxLength: 200, minLength: 1 },
  },
} as const;

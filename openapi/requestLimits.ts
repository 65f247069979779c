// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.

/** components.parameters, by parameter name. */
export const parameterLimits = {
  BookingIdPath: { maxLength: 64, minLength: 1 },
  PageQuery: { maximum: 10000, minimum: 1 },
  ProductIdPath: { maxLength: 64, minLength: 1 },
  PromotionIdPath: { maxLength: 64, minLength: 1 },
  ResultsQuery: { maximum: 48, minimum: 1 },
  SearchQuery: { maxLength: 100 },
  SupportItemIdPath: { maxLength: 64, minLength: 1 },
  ThreadIdPath: { maxLength: 64, minLength: 1 },
} as const;

/** Inline request bodies (`body`) and parameters (`path`, `query`), by operationId. */
export const operationLimits = {
  confirmEmailChange: {
    body: {
      secret: { maxLength: 200, minLength: 1 },
    },
  },
  forgotPassword: {
    body: {
      email: { maxLength: 254 },
    },
  },
  getBeneficiary: {
    path: {
      userId: { maxLength: 64, minLength: 1 },
    },
  },
  getCalendarExport: {
    path: {
      file: { pattern: '^[A-Za-z0-9_-]{20,100}\\.ics$' },
    },
  },
  getCalendarOverview: {
    query: {
      days: { maximum: 62, minimum: 1 },
    },
  },
  getDepartures: {
    query: {
      days: { maximum: 93, minimum: 1 },
    },
  },
  getHelpContent: {
    query: {
      step: { maxLength: 60, minLength: 1 },
      typeProduct: { maximum: 999, minimum: 0 },
    },
  },
  getPaymentIdentification: {
    path: {
      country: { maxLength: 40, minLength: 1 },
    },
  },
  getPaymentProfile: {
    path: {
      userId: { maxLength: 64, minLength: 1 },
    },
  },
  getPricePreview: {
    query: {
      days: { maximum: 366, minimum: 1 },
      start: { maxLength: 10 },
    },
  },
  getTaxRegister: {
    path: {
      userId: { maxLength: 64, minLength: 1 },
    },
  },
  linkProfileCode: {
    body: {
      publicName: { maxLength: 100, minLength: 1 },
      strapiId: { maxLength: 100, minLength: 1 },
    },
  },
  listBookings: {
    query: {
      code: { maxLength: 40 },
    },
  },
  listChatMessages: {
    query: {
      before: { maximum: 9007199254740991, minimum: 1 },
      limit: { maximum: 200, minimum: 1 },
    },
  },
  listCities: {
    path: {
      stateId: { maxLength: 40 },
    },
  },
  listStates: {
    path: {
      countryId: { maxLength: 40 },
    },
  },
  removeCalendarFeed: {
    path: {
      feedId: { maxLength: 64, minLength: 1 },
    },
  },
  resendVerification: {
    body: {
      email: { maxLength: 254 },
    },
  },
  resetPassword: {
    body: {
      password: { maxLength: 128, minLength: 8, pattern: '^\\S+$' },
      secret: { maxLength: 200, minLength: 1 },
    },
  },
  saveBeneficiary: {
    path: {
      userId: { maxLength: 64, minLength: 1 },
    },
  },
  saveTaxRegister: {
    path: {
      userId: { maxLength: 64, minLength: 1 },
    },
  },
  syncCalendarFeed: {
    path: {
      feedId: { maxLength: 64, minLength: 1 },
    },
  },
  updatePaymentCountry: {
    path: {
      userId: { maxLength: 64, minLength: 1 },
    },
  },
  verifyAccount: {
    body: {
      redirect: { maxLength: 500 },
      secret: { maxLength: 200, minLength: 1 },
    },
  },
} as const;

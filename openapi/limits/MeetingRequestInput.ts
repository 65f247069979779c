// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.MeetingRequestInput, read through ../limits.ts.

export const MeetingRequestInput = {
  captcha: { maxLength: 4000 },
  date: { maxLength: 10 },
  email: { maxLength: 254 },
  firstName: { maxLength: 60 },
  lastName: { maxLength: 60 },
  phone: { maxLength: 20 },
  schedule: { maxLength: 5 },
  typeContact: { maxLength: 40 },
} as const;

// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.AdvertisingChannelsSave, read through ../limits.ts.

export const AdvertisingChannelsSave = {
  mongo_id: { maxLength: 64 },
  sell_channels: {
    items: { maxLength: 64 },
    maxItems: 50,
  },
  social_networks: {
    items: { maxLength: 64 },
    maxItems: 50,
  },
} as const;

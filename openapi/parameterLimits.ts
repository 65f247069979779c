// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// biome-ignore-all lint/suspicious/noShadowRestrictedNames: the names are the contract's (a schema is called Error), read as a namespace's members
// components.parameters, by parameter name: one export per parameter.
// Read it as a namespace: import * as parameterLimits from './parameterLimits.ts'.

export const BookingIdPath = { maxLength: 64, minLength: 1 } as const;

export const FaqIdPath = { maxLength: 64, minLength: 1 } as const;

export const HelpContentIdPath = {
  maxLength: 70,
  minLength: 6,
  pattern: '^[0-9]{1,3}-(es|en)-[A-Za-z][A-Za-z0-9-]*$',
} as const;

export const LandingIdPath = { maxLength: 64, minLength: 1 } as const;

export const LocationIdPath = { maxLength: 64, minLength: 1 } as const;

export const MenuItemIdPath = { maxLength: 64, minLength: 1 } as const;

export const PageQuery = { maximum: 10000, minimum: 1 } as const;

export const ProductIdPath = { maxLength: 64, minLength: 1 } as const;

export const PromotionIdPath = { maxLength: 64, minLength: 1 } as const;

export const PushSubscriptionIdPath = { maxLength: 64, minLength: 1 } as const;

export const ReportFromQuery = { maxLength: 10 } as const;

export const ReportProductQuery = { maxLength: 64, minLength: 1 } as const;

export const ReportToQuery = { maxLength: 10 } as const;

export const ResultsQuery = { maximum: 48, minimum: 1 } as const;

export const SearchQuery = { maxLength: 100 } as const;

export const SiteContentId = { maxLength: 64, minLength: 1 } as const;

export const SupportItemIdPath = { maxLength: 64, minLength: 1 } as const;

export const TeamActivityCursorQuery = { maxLength: 200, minLength: 1 } as const;

export const TeamActivityLimitQuery = { maximum: 50, minimum: 1 } as const;

export const TeamActivityMemberQuery = { maxLength: 64, minLength: 1 } as const;

export const TeamInvitationIdPath = { maxLength: 64, minLength: 1 } as const;

export const TeamJoinTokenPath = { maxLength: 200, minLength: 1, pattern: '^[A-Za-z0-9_-]+$' } as const;

export const TeamMemberIdPath = { maxLength: 64, minLength: 1 } as const;

export const ThreadIdPath = { maxLength: 64, minLength: 1 } as const;

export const TouristHubIdPath = { maxLength: 64, minLength: 1, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } as const;

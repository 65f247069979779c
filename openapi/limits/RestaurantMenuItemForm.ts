// Generated from openapi/portal.yaml by scripts/api-limits.ts (npm run api:generate): do not edit.
// The contract's length, range and pattern limits, for forms to read instead of retyping them.
// components.schemas.RestaurantMenuItemForm, read through ../limits.ts.

export const RestaurantMenuItemForm = {
  change_image: { maxLength: 5 },
  description: { maxLength: 200, minLength: 1 },
  key: { maxLength: 200 },
  mg_tb_gcm_ct_category: { maxLength: 64 },
  multimediaGalleryId: { maxLength: 64 },
  name: { maxLength: 200 },
  price: { maxLength: 9, pattern: '^[0-9]{1,6}([.][0-9]{1,2})?$' },
  tb_gcm_ct_category: { maxLength: 64, minLength: 1 },
  title: { maxLength: 25, minLength: 1 },
} as const;

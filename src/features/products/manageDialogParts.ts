import { lazyPart } from '../../ui/LazyPart.tsx';
import { manageMenuItems } from './manageMenuItems.ts';
import type { ProductListItem } from './productQueries.ts';

/** The commission form (and Radio) downloads when its dialog opens, or when a person heads for the manage menu. */
export const commissionChangeForm = lazyPart(() =>
  import('./CommissionChangeForm.tsx').then((module) => module.CommissionChangeForm),
);

/** The delete confirmation downloads when its dialog opens, or when a person heads for the manage menu. */
export const deleteProductConfirm = lazyPart(() =>
  import('./DeleteProductConfirm.tsx').then((module) => module.DeleteProductConfirm),
);

/**
 * A person pointing at (or tabbing to) a card's manage button is likely to open one of its dialogs: their code
 * comes now, so they show at once. Called by the menu's button and by its stand-in, before the menu's own code.
 */
export function prefetchManageDialogs(product: ProductListItem): void {
  if (manageMenuItems(product.tb_gcm_status._id, product.product_type).includes('commission'))
    commissionChangeForm.prefetch();
  deleteProductConfirm.prefetch();
}

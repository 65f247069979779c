import { useCallback, useMemo, useState } from 'react';
import type { PromotionType } from '../../../machines/promotionRules.ts';
import { dialogAfterDraw } from '../../ui/afterDraw.tsx';
import type { PromotionActions } from './PromotionCard.tsx';
import type { PreviewProduct } from './PromotionPreview.tsx';
import type { Promotion, PromotionOrigin } from './promotionQueries.ts';

/*
 * The dialogs' code comes once the list has drawn, not with it (Mantine's Modal, the form's pickers and Floating UI
 * were 14 KiB gzip of /promote's first download: issue 28); the form's own code with it, so a create or edit opens
 * at once.
 */
const PromotionFormModal = dialogAfterDraw(() =>
  import('./PromotionFormModal.tsx').then((module) => {
    module.promotionForm.prefetch();
    return module.PromotionFormModal;
  }),
);
const AssignProductsModal = dialogAfterDraw(
  () => import('./AssignProductsModal.tsx').then((module) => module.AssignProductsModal),
  (props) => props.promotion !== null,
);
const DeletePromotionModal = dialogAfterDraw(
  () => import('./DeletePromotionModal.tsx').then((module) => module.DeletePromotionModal),
  (props) => props.promotion !== null,
);

type FormState =
  | { mode: 'closed' }
  | { mode: 'create'; type: PromotionType | undefined }
  | { mode: 'edit'; promotion: Promotion };

interface DialogOptions {
  /** The types the form offers. */
  types: readonly PromotionType[];
  /** /offers and /increases: their product, to which new promotions are assigned. */
  origin: PromotionOrigin | null;
  /** What the preview of a new promotion prices (its product on /offers, nothing on /promote). */
  newPreview: readonly PreviewProduct[];
}

/** The create/edit, assign and delete dialogs of a promotions list, and the actions that open them. */
export function usePromotionDialogs({ types, origin, newPreview }: DialogOptions) {
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [assigning, setAssigning] = useState<Promotion | null>(null);
  const [deleting, setDeleting] = useState<Promotion | null>(null);
  // The form keeps what it shows while its modal closes.
  const [last, setLast] = useState<FormState>({ mode: 'closed' });

  const actions: PromotionActions = useMemo(
    () => ({
      onEdit: (promotion) => {
        const next = { mode: 'edit', promotion } as const;
        setForm(next);
        setLast(next);
      },
      onAssign: setAssigning,
      onDelete: setDeleting,
    }),
    [],
  );
  const create = useCallback((type: PromotionType | undefined) => {
    const next = { mode: 'create', type } as const;
    setForm(next);
    setLast(next);
  }, []);
  const closeForm = useCallback(() => setForm({ mode: 'closed' }), []);
  const shown = form.mode === 'closed' ? last : form;

  const dialogs = (
    <>
      <PromotionFormModal
        opened={form.mode !== 'closed'}
        onClose={closeForm}
        promotion={shown.mode === 'edit' ? shown.promotion : undefined}
        initialType={shown.mode === 'create' ? shown.type : undefined}
        types={types}
        origin={origin}
        previewProducts={shown.mode === 'edit' ? shown.promotion.products : newPreview}
      />
      <AssignProductsModal promotion={assigning} onClose={() => setAssigning(null)} />
      <DeletePromotionModal promotion={deleting} onClose={() => setDeleting(null)} />
    </>
  );
  return { actions, create, dialogs };
}

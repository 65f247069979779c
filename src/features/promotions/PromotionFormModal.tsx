import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { LazyDialogBody } from '../../ui/LazyDialogBody.tsx';
import { lazyPart } from '../../ui/LazyPart.tsx';
import type { PromotionFormProps } from './PromotionForm.tsx';

/**
 * The form's code (its statechart, the dates, the price function) downloads when the modal first opens, or
 * when a create or edit button is pointed at, not with the list.
 */
export const promotionForm = lazyPart(() =>
  import('./PromotionForm.tsx').then((module) => module.PromotionForm),
);

interface PromotionFormModalProps extends PromotionFormProps {
  opened: boolean;
  onClose: () => void;
}

/** The create and edit modal of a promotion (SPEC §2 Promotions, §4 reveals, §5 rules). */
export function PromotionFormModal({ opened, onClose, ...form }: PromotionFormModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t`Cerrar` }}
      opened={opened}
      onClose={onClose}
      size={600}
      centered
      title={form.promotion ? t`Editar promoción` : t`Crear promoción`}
    >
      {/* The body mounts on each opening, so the form starts from the stored promotion or a blank one. */}
      <LazyDialogBody part={promotionForm}>{(Form) => <Form {...form} onDone={onClose} />}</LazyDialogBody>
    </Modal>
  );
}

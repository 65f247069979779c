import { Trans } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { LazyDialogBody } from '../../ui/LazyDialogBody.tsx';
import { commissionChangeForm } from './manageDialogParts.ts';
import type { ProductListItem } from './productQueries.ts';

interface CommissionChangeModalProps {
  product: ProductListItem;
  opened: boolean;
  onClose: () => void;
  /** Called once the dialog has gone, to put focus back where the person was. */
  onClosed: () => void;
}

/** The manage menu's commission item: choose model 1 or 2 again. */
export function CommissionChangeModal({ product, opened, onClose, onClosed }: CommissionChangeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title={<Trans>Tipo de comisión</Trans>}
      size={600}
      centered
    >
      {/* The body mounts on each opening, so the choice starts from the product's current model. */}
      <LazyDialogBody part={commissionChangeForm}>
        {(Form) => <Form product={product} onClose={onClose} />}
      </LazyDialogBody>
    </Modal>
  );
}

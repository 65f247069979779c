import { Trans } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { LazyDialogBody } from '../../ui/LazyDialogBody.tsx';
import { deleteProductConfirm } from './manageDialogParts.ts';
import type { ProductListItem } from './productQueries.ts';

interface DeleteProductModalProps {
  product: ProductListItem;
  opened: boolean;
  onClose: () => void;
  /** Called once the dialog has gone, to put focus back where the person was. */
  onClosed: () => void;
}

/** SPEC §8: deleting asks for confirmation (yes/no). */
export function DeleteProductModal({ product, opened, onClose, onClosed }: DeleteProductModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title={<Trans>Eliminar producto</Trans>}
      centered
    >
      <LazyDialogBody part={deleteProductConfirm}>
        {(Confirm) => <Confirm product={product} onClose={onClose} />}
      </LazyDialogBody>
    </Modal>
  );
}

import { Trans } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { LazyDialogBody } from '../../ui/LazyDialogBody.tsx';
import { lazyPart } from '../../ui/LazyPart.tsx';
import type { ProductListItem } from './productQueries.ts';

/** The confirmation downloads when the dialog opens, or when the manage menu does. */
export const deleteProductConfirm = lazyPart(() =>
  import('./DeleteProductConfirm.tsx').then((module) => module.DeleteProductConfirm),
);

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

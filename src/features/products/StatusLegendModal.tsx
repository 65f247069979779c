import { Trans } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { LazyDialogBody } from '../../ui/LazyDialogBody.tsx';
import { statusLegend } from './statusLegendState.ts';

/** What the three statuses mean (SPEC §3): hidden, in revision, published. */
export function StatusLegendModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Trans>Estados de tus productos</Trans>}
      size={550}
      centered
    >
      <LazyDialogBody part={statusLegend}>{(Legend) => <Legend onClose={onClose} />}</LazyDialogBody>
    </Modal>
  );
}

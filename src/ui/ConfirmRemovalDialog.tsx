import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RequestFailure } from '../../machines/requestFailure.ts';
import { asFailure } from '../api/errors.ts';

/** What is asked about: kept while the dialog closes, so it keeps its words as it fades out. */
export interface Removal {
  /** What goes, by id: another one asked about starts afresh (no failure of the last one shown). */
  id: string;
  /** The question, naming what goes. */
  question: ReactNode;
  remove: () => Promise<unknown>;
  /** The notice once it is gone. */
  deleted: MessageDescriptor;
  /** What a failure says, unless `refusal` names it (the server's 409, say). */
  failed: MessageDescriptor;
  refusal?: (failure: RequestFailure) => MessageDescriptor | null;
  /** The queries read again once it is gone (or found gone already). */
  refresh: QueryKey;
}

interface ConfirmRemovalDialogProps {
  title: string;
  removal: Removal | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Deleting something of the operator's or a partner's content asks first, yes or no (SPEC §8): a site page, a FAQ
 * question or help text, a white landing. A failure stays in the dialog; something deleted elsewhere meanwhile
 * closes it, as there is nothing left to ask.
 */
export function ConfirmRemovalDialog({ title, removal, opened, onClose }: ConfirmRemovalDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t`Cerrar` }}
    >
      {removal ? <RemovalConfirm key={removal.id} removal={removal} onClose={onClose} /> : null}
    </Modal>
  );
}

function RemovalConfirm({ removal, onClose }: { removal: Removal; onClose: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: removal.refresh });
  const remove = useMutation({
    mutationFn: removal.remove,
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: i18n._(removal.deleted) });
      await refresh();
      onClose();
    },
    onError: async (error) => {
      if (asFailure(error).status !== 404) return;
      await refresh();
      onClose();
    },
  });
  const failure = remove.error ? asFailure(remove.error) : null;
  return (
    <>
      {removal.question}
      {failure && failure.status !== 404 ? (
        <Alert color="red" role="alert" mt="md">
          {i18n._(removal.refusal?.(failure) ?? removal.failed)}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose} disabled={remove.isPending}>
          <Trans>No</Trans>
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
          <Trans>Sí, eliminar</Trans>
        </Button>
      </Group>
    </>
  );
}

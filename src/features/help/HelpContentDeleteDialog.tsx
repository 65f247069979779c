import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RequestFailure } from '../../../machines/requestFailure.ts';
import { asFailure } from '../../api/errors.ts';
import { HELP_ROOT } from '../../api/helpQueries.ts';
import { helpContentMessages } from './helpContentMessages.ts';

/** What is asked about: kept while the dialog closes, so it keeps its words as it fades out. */
export interface Removal {
  /** The question put to the operator, naming what goes. */
  question: ReactNode;
  remove: () => Promise<void>;
  deleted: MessageDescriptor;
  /** What a refusal says (the server's 409); the generic failure otherwise. */
  refusal?: (failure: RequestFailure) => MessageDescriptor | null;
}

interface HelpContentDeleteDialogProps {
  title: string;
  removal: Removal | null;
  opened: boolean;
  onClose: () => void;
}

/** Deleting a question or a help text asks first, yes or no (SPEC §8); a failure stays in the dialog. */
export function HelpContentDeleteDialog({ title, removal, opened, onClose }: HelpContentDeleteDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t`Cerrar` }}
    >
      {removal ? <DeleteConfirm removal={removal} onClose={onClose} /> : null}
    </Modal>
  );
}

function DeleteConfirm({ removal, onClose }: { removal: Removal; onClose: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  // The lists, the public FAQ and the step help of this tab are read again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: HELP_ROOT });
  const remove = useMutation({
    mutationFn: removal.remove,
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: i18n._(removal.deleted) });
      await refresh();
      onClose();
    },
    onError: async (error) => {
      // Gone already (deleted elsewhere): the list catches up and nothing is left to ask.
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
          {i18n._(removal.refusal?.(failure) ?? helpContentMessages.deleteFailed)}
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

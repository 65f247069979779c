import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { whiteLandingMessages } from './whiteLandingMessages.ts';
import { deleteWhiteLanding, type LandingSummary, WHITE_LANDINGS_KEY } from './whiteLandingQueries.ts';

interface WhiteLandingDeleteDialogProps {
  /** The landing asked about: kept while the dialog closes, so it keeps its words as it fades out. */
  landing: LandingSummary | null;
  opened: boolean;
  onClose: () => void;
}

/** Deleting a landing asks first, yes or no (SPEC §8): its locations and assignments go with it. */
export function WhiteLandingDeleteDialog({ landing, opened, onClose }: WhiteLandingDeleteDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Eliminar landing`}
      centered
      closeButtonProps={{ 'aria-label': t`Cerrar` }}
    >
      {landing ? <DeleteConfirm key={landing._id} landing={landing} onClose={onClose} /> : null}
    </Modal>
  );
}

/** The question and its two answers; a failure stays in the dialog. */
function DeleteConfirm({ landing, onClose }: { landing: LandingSummary; onClose: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteWhiteLanding(landing._id),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: i18n._(whiteLandingMessages.deleted) });
      await queryClient.invalidateQueries({ queryKey: WHITE_LANDINGS_KEY });
      onClose();
    },
    onError: async (error) => {
      // Gone already (deleted elsewhere): the list catches up and nothing is left to ask.
      if (asFailure(error).status !== 404) return;
      await queryClient.invalidateQueries({ queryKey: WHITE_LANDINGS_KEY });
      onClose();
    },
  });
  const failure = remove.error ? asFailure(remove.error) : null;
  const { title } = landing;
  return (
    <>
      <Text size="sm">
        <Trans>
          ¿Eliminar «{title}»? Se quitan sus ubicaciones y productos asignados, deja de verse y no se puede
          deshacer.
        </Trans>
      </Text>
      {failure && failure.status !== 404 ? (
        <Alert color="red" role="alert" mt="md">
          {i18n._(whiteLandingMessages.deleteFailed)}
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

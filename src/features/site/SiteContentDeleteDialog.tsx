import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { LANGUAGE_NAMES, siteContentMessages } from './siteContentMessages.ts';
import { deleteSiteContent, SITE_CONTENT_KEY, type SiteContent } from './siteContentQueries.ts';

interface SiteContentDeleteDialogProps {
  /** The page asked about: kept while the dialog closes, so it keeps its words as it fades out. */
  page: SiteContent | null;
  opened: boolean;
  onClose: () => void;
}

/** Deleting a page asks first, yes or no (SPEC §8); a section with subsections is refused and says why. */
export function SiteContentDeleteDialog({ page, opened, onClose }: SiteContentDeleteDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Eliminar página`}
      centered
      closeButtonProps={{ 'aria-label': t`Cerrar` }}
    >
      {page ? <DeleteConfirm key={page._id} page={page} onClose={onClose} /> : null}
    </Modal>
  );
}

/** The question and its two answers; a failure stays in the dialog. */
function DeleteConfirm({ page, onClose }: { page: SiteContent; onClose: () => void }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteSiteContent(page._id),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: i18n._(siteContentMessages.deleted) });
      await queryClient.invalidateQueries({ queryKey: SITE_CONTENT_KEY });
      onClose();
    },
    onError: async (error) => {
      // Gone already (deleted elsewhere): the list catches up and nothing is left to ask.
      if (asFailure(error).status !== 404) return;
      await queryClient.invalidateQueries({ queryKey: SITE_CONTENT_KEY });
      onClose();
    },
  });
  const failure = remove.error ? asFailure(remove.error) : null;
  const { title } = page;
  const language = LANGUAGE_NAMES[page.language];
  return (
    <>
      <Text size="sm">
        <Trans>
          ¿Eliminar «{title}» ({language})? Deja de verse en el sitio y no se puede deshacer.
        </Trans>
      </Text>
      {failure && failure.status !== 404 ? (
        <Alert color="red" role="alert" mt="md">
          {i18n._(
            failure.status === 409 ? siteContentMessages.hasSubsections : siteContentMessages.deleteFailed,
          )}
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

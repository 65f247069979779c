import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { ConfirmRemovalDialog } from '../../ui/ConfirmRemovalDialog.tsx';
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
  const title = landing?.title;
  return (
    <ConfirmRemovalDialog
      title={t`Eliminar landing`}
      opened={opened}
      onClose={onClose}
      removal={
        landing && {
          id: landing._id,
          question: (
            <Text size="sm">
              <Trans>
                ¿Eliminar «{title}»? Se quitan sus ubicaciones y productos asignados, deja de verse y no se
                puede deshacer.
              </Trans>
            </Text>
          ),
          remove: () => deleteWhiteLanding(landing._id),
          deleted: whiteLandingMessages.deleted,
          failed: whiteLandingMessages.deleteFailed,
          refresh: WHITE_LANDINGS_KEY,
        }
      }
    />
  );
}

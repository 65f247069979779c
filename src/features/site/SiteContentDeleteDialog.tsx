import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { ConfirmRemovalDialog } from '../../ui/ConfirmRemovalDialog.tsx';
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
  const title = page?.title;
  const language = page ? LANGUAGE_NAMES[page.language] : '';
  return (
    <ConfirmRemovalDialog
      title={t`Eliminar página`}
      opened={opened}
      onClose={onClose}
      removal={
        page && {
          id: page._id,
          question: (
            <Text size="sm">
              <Trans>
                ¿Eliminar «{title}» ({language})? Deja de verse en el sitio y no se puede deshacer.
              </Trans>
            </Text>
          ),
          remove: () => deleteSiteContent(page._id),
          deleted: siteContentMessages.deleted,
          failed: siteContentMessages.deleteFailed,
          refusal: (failure) => (failure.status === 409 ? siteContentMessages.hasSubsections : null),
          refresh: SITE_CONTENT_KEY,
        }
      }
    />
  );
}

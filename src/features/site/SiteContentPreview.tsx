import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SiteHtml } from './SiteHtml.tsx';
import { siteContentMessages } from './siteContentMessages.ts';
import { siteContentPreviewQuery } from './siteContentQueries.ts';

/** The server is asked once typing pauses, not at every key. */
export const PREVIEW_DEBOUNCE_MS = 400;

interface SiteContentPreviewProps {
  /** The Markdown as typed. */
  body: string;
  /** The preview is on screen: only then is the server asked. */
  active: boolean;
}

/** The page's Markdown as the site will show it: the server's rendering, shown as is (previewSiteContent). */
export function SiteContentPreview({ body, active }: SiteContentPreviewProps) {
  const { t, i18n } = useLingui();
  // The text as it was when typing last paused.
  const [settled, setSettled] = useState(body);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(body), PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [body]);
  const empty = settled.trim() === '';
  const preview = useQuery({ ...siteContentPreviewQuery(settled), enabled: active && !empty });

  if (empty) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>Escribe el texto de la página para verlo aquí como lo mostrará el sitio.</Trans>
      </Text>
    );
  }
  if (preview.isError) {
    return (
      <Alert color="red" role="alert" title={i18n._(siteContentMessages.previewFailed)}>
        <Button size="xs" variant="light" color="red" onClick={() => void preview.refetch()}>
          <Trans>Reintentar</Trans>
        </Button>
      </Alert>
    );
  }
  if (preview.data === undefined) {
    return (
      <Stack gap="xs" role="status" aria-label={t`Preparando la vista previa`} aria-busy="true">
        <Skeleton height={24} width="60%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
      </Stack>
    );
  }
  return (
    // The last rendering stays while the next comes; the box says it is being brought up to date.
    <Box aria-busy={preview.isFetching || settled !== body} aria-label={t`Vista previa`} role="region">
      <SiteHtml html={preview.data} />
    </Box>
  );
}

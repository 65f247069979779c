import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { HelpPlace } from '../../api/helpQueries.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { helpContentQuery } from './helpQueries.ts';
import { PlainParagraphs } from './PlainParagraphs.tsx';

/** The step's own guidance (GET /api/help-content); nothing when the step has none or it cannot load. */
export function StepHelp({ place }: { place: HelpPlace }) {
  const { t } = useLingui();
  const content = useQuery(helpContentQuery(place, currentLanguage()));
  if (content.isPending)
    return <Skeleton height={72} role="status" aria-label={t`Cargando la ayuda de este paso`} />;
  if (!content.data) return null;
  return <StepHelpCard title={content.data.title} body={content.data.body} />;
}

/** A step's help as the wizard shows it: its title and its plain text (also the operator's preview of it). */
export function StepHelpCard({ title, body }: { title: string; body: string }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-light)">
      <Stack gap={6}>
        <Text size="xs" c="dimmed" fw={600}>
          <Trans>Ayuda para este paso</Trans>
        </Text>
        <Title order={3} size="h5">
          {title}
        </Title>
        <PlainParagraphs text={body} />
      </Stack>
    </Paper>
  );
}

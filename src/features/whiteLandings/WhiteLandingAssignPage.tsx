import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { currentLanguage } from '../../i18n/i18n.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { SegmentProducts } from './SegmentProducts.tsx';
import { LandingLoadFailure, LandingSkeleton } from './WhiteLandingStates.tsx';
import { SEGMENT_NAMES } from './whiteLandingMessages.ts';
import { SEGMENTS, type Segment, touristHubsQuery, whiteLandingQuery } from './whiteLandingQueries.ts';

/** The products ticked on a tab and not saved yet, by segment: switching tabs keeps them. */
type Drafts = Partial<Record<Segment, readonly string[]>>;

/**
 * /white-landing/$id/$idLocation (SPEC §2): the products of one chosen hub, a tab per segment chosen there, each a
 * table of every provider's published products of that hub and segment (index, photo, name, price, assign) with a
 * select-all, saved per tab.
 */
export function WhiteLandingAssignPage({ id, hubId }: { id: string; hubId: string }) {
  const { t, i18n } = useLingui();
  const landing = useQuery(whiteLandingQuery(id));
  const hubs = useQuery(touristHubsQuery(currentLanguage()));
  const [tab, setTab] = useState<Segment | null>(null);
  const [drafts, setDrafts] = useState<Drafts>({});

  if (landing.isPending) return <LandingSkeleton />;
  if (landing.isError)
    return <LandingLoadFailure error={landing.error} onRetry={() => void landing.refetch()} />;
  const hub = hubs.data?.find((known) => known._id === hubId);
  // The hub's name once the hubs have come (its id meanwhile, or for a hub the list no longer has).
  const place = hub?.mainLocation ?? hubId;
  const location = landing.data.locations.find((chosen) => chosen.hubId === hubId);
  const segments = SEGMENTS.filter((segment) => location?.segments.includes(segment));
  const active = tab !== null && segments.includes(tab) ? tab : segments[0];
  const { title } = landing.data;

  return (
    <Stack gap="md">
      <AnchorLink to="/white-landing/$id" params={{ id }} size="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          <Trans>Volver a la landing</Trans>
        </Group>
      </AnchorLink>
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          <Trans>Asignar productos en {place}</Trans>
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            Landing «{title}». Marca los productos publicados que quieres mostrar en cada segmento y guarda
            cada pestaña.
          </Trans>
        </Text>
      </Stack>
      {active === undefined ? (
        <Paper withBorder radius="md" p="lg">
          <Text>
            {location ? (
              <Trans>No has elegido segmentos en esta ubicación. Elígelos en la landing y guarda.</Trans>
            ) : (
              <Trans>Esta ubicación no está seleccionada en la landing. Selecciónala y guarda.</Trans>
            )}
          </Text>
        </Paper>
      ) : (
        <Tabs
          value={active}
          onChange={(next) => setTab(segments.find((segment) => segment === next) ?? null)}
          keepMounted={false}
        >
          <Tabs.List aria-label={t`Segmentos`}>
            {segments.map((segment) => (
              <Tabs.Tab key={segment} value={segment}>
                {i18n._(SEGMENT_NAMES[segment])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {segments.map((segment) => (
            <Tabs.Panel key={segment} value={segment} pt="md">
              <SegmentProducts
                landingId={id}
                hubId={hubId}
                segment={segment}
                draft={drafts[segment]}
                onDraft={(ids) => setDrafts((current) => ({ ...current, [segment]: ids }))}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}

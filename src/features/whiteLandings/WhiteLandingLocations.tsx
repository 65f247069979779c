import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconMapPin } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { currentLanguage } from '../../i18n/i18n.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { SEGMENT_NAMES, whiteLandingMessages } from './whiteLandingMessages.ts';
import {
  type Landing,
  type LandingLocation,
  SEGMENTS,
  type Segment,
  saveWhiteLandingLocations,
  type TouristHub,
  touristHubsQuery,
  WHITE_LANDINGS_KEY,
  whiteLandingQuery,
} from './whiteLandingQueries.ts';

/** The countries' names, the same in both languages. */
const COUNTRY_NAMES: Record<TouristHub['country'], string> = { GT: 'Guatemala', SV: 'El Salvador' };

/** The chosen hubs with their segments, by hub id, as the screen holds them until they are saved. */
type Choices = ReadonlyMap<string, readonly Segment[]>;

const choicesOf = (landing: Landing): Choices =>
  new Map(landing.locations.map((location) => [location.hubId, location.segments]));

/** The segments in the screens' order, whatever order they were ticked in. */
const ordered = (segments: readonly string[]): Segment[] =>
  SEGMENTS.filter((segment) => segments.includes(segment));

const sameChoices = (a: Choices, b: Choices) =>
  a.size === b.size &&
  [...a].every(([hub, segments]) => {
    const other = b.get(hub);
    return other !== undefined && ordered(other).join() === ordered(segments).join();
  });

/**
 * "Ubicaciones" (SPEC §2): every tourist hub as a toggle button; each chosen hub its segments and, once saved, the
 * link to assign its products; none chosen, a sentence says so. The choices are the screen's until "Guardar
 * ubicaciones" sends the whole set; a refused save keeps them.
 */
export function WhiteLandingLocations({ landing }: { landing: Landing }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const hubs = useQuery(touristHubsQuery(currentLanguage()));
  const [choices, setChoices] = useState<Choices>(() => choicesOf(landing));
  const saved = choicesOf(landing);
  const changed = !sameChoices(choices, saved);

  const save = useMutation({
    mutationFn: (locations: LandingLocation[]) => saveWhiteLandingLocations(landing._id, locations),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: i18n._(whiteLandingMessages.locationsSaved) });
      queryClient.setQueryData(whiteLandingQuery(answer._id).queryKey, answer);
      setChoices(choicesOf(answer));
      await queryClient.invalidateQueries({ queryKey: [...WHITE_LANDINGS_KEY, 'list'] });
    },
  });

  // The segments of a hub turned off, so turning it back on before saving finds them ticked as they were.
  const [setAside, setSetAside] = useState<Choices>(new Map());

  const toggleHub = (hubId: string) => {
    save.reset();
    const segments = choices.get(hubId);
    const next = new Map(choices);
    if (segments) {
      next.delete(hubId);
      setSetAside((current) => new Map(current).set(hubId, segments));
    } else {
      next.set(hubId, setAside.get(hubId) ?? saved.get(hubId) ?? []);
    }
    setChoices(next);
  };
  const chooseSegments = (hubId: string, segments: string[]) => {
    save.reset();
    setChoices((current) => new Map(current).set(hubId, ordered(segments)));
  };
  const submit = () => {
    if (!hubs.data) return;
    // The hubs' own order, the one the server keeps.
    const locations = hubs.data
      .filter((hub) => choices.has(hub._id))
      .map((hub) => ({ hubId: hub._id, segments: ordered(choices.get(hub._id) ?? []) }));
    save.mutate(locations);
  };

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={t`Ubicaciones`}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4">
            <Trans>Ubicaciones</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Elige los destinos de tu landing y, en cada uno, los segmentos que muestras. Quitar un destino o
              un segmento quita, al guardar, los productos asignados en él.
            </Trans>
          </Text>
        </Stack>
        {hubs.isPending ? (
          <Skeleton height={96} radius="md" role="status" aria-label={t`Cargando las ubicaciones`} />
        ) : hubs.isError ? (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertTriangle size={18} />}
            title={t`No se pudieron cargar las ubicaciones`}
          >
            <Button variant="light" color="red" size="xs" onClick={() => void hubs.refetch()}>
              <Trans>Reintentar</Trans>
            </Button>
          </Alert>
        ) : (
          <>
            <HubToggles hubs={hubs.data} choices={choices} onToggle={toggleHub} />
            <ChosenHubs
              landingId={landing._id}
              hubs={hubs.data}
              choices={choices}
              saved={saved}
              onSegments={chooseSegments}
            />
          </>
        )}
        {save.isError ? (
          <Alert color="red" role="alert">
            {i18n._(whiteLandingMessages.locationsFailed)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {changed ? (
            <Text size="sm" c="dimmed" role="status">
              <Trans>Tienes cambios sin guardar.</Trans>
            </Text>
          ) : null}
          <Button onClick={submit} loading={save.isPending} disabled={!hubs.data}>
            <Trans>Guardar ubicaciones</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

interface HubTogglesProps {
  hubs: readonly TouristHub[];
  choices: Choices;
  onToggle: (hubId: string) => void;
}

/** The hubs of each country as buttons that stay pressed while chosen (aria-pressed). */
function HubToggles({ hubs, choices, onToggle }: HubTogglesProps) {
  const countries = [...new Set(hubs.map((hub) => hub.country))];
  return (
    <Stack gap="sm">
      {countries.map((country) => (
        <HubCountry
          key={country}
          name={COUNTRY_NAMES[country]}
          hubs={hubs.filter((hub) => hub.country === country)}
          choices={choices}
          onToggle={onToggle}
        />
      ))}
    </Stack>
  );
}

function HubCountry({ name, hubs, choices, onToggle }: HubTogglesProps & { name: string }) {
  const labelId = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={600} id={labelId}>
        {name}
      </Text>
      <Group gap="xs">
        {hubs.map((hub) => {
          const chosen = choices.has(hub._id);
          return (
            <Button
              key={hub._id}
              size="xs"
              radius="xl"
              variant={chosen ? 'filled' : 'default'}
              aria-pressed={chosen}
              leftSection={chosen ? <IconCheck size={14} aria-hidden /> : null}
              onClick={() => onToggle(hub._id)}
              title={hub.department}
            >
              {hub.mainLocation}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}

interface ChosenHubsProps {
  landingId: string;
  hubs: readonly TouristHub[];
  choices: Choices;
  saved: Choices;
  onSegments: (hubId: string, segments: string[]) => void;
}

/** Each chosen hub with its segments and the way to its products; none chosen, the sentence that says so. */
function ChosenHubs({ landingId, hubs, choices, saved, onSegments }: ChosenHubsProps) {
  const { t, i18n } = useLingui();
  const chosen = hubs.filter((hub) => choices.has(hub._id));
  if (chosen.length === 0) {
    return (
      <Paper bg="var(--mantine-color-gray-0)" radius="md" p="md">
        <Group gap="xs" wrap="nowrap">
          <IconMapPin size={18} aria-hidden />
          <Text size="sm">
            <Trans>No has seleccionado ninguna ubicación</Trans>
          </Text>
        </Group>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {chosen.map((hub) => {
        const segments = choices.get(hub._id) ?? [];
        const savedSegments = saved.get(hub._id);
        const assignable = savedSegments !== undefined && savedSegments.length > 0;
        const place = hub.mainLocation;
        return (
          <Paper key={hub._id} component="article" withBorder radius="md" p="sm" aria-label={place}>
            <Stack gap="sm">
              <Title order={3} size="h5">
                {place}
              </Title>
              <Checkbox.Group
                label={t`Segmentos en ${place}`}
                value={[...segments]}
                onChange={(value) => onSegments(hub._id, value)}
              >
                <SimpleGrid cols={2} spacing="xs" mt={6}>
                  {SEGMENTS.map((segment) => (
                    <Checkbox key={segment} value={segment} label={i18n._(SEGMENT_NAMES[segment])} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
              {assignable ? (
                <AnchorLink
                  to="/white-landing/$id/$idLocation"
                  params={{ id: landingId, idLocation: hub._id }}
                  size="sm"
                  aria-label={t`Asignar productos en ${place}`}
                >
                  <Trans>Asignar productos</Trans>
                </AnchorLink>
              ) : (
                <Text size="xs" c="dimmed">
                  <Trans>Guarda las ubicaciones con al menos un segmento para asignar productos.</Trans>
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

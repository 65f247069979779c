import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { citiesQuery, countriesQuery, statesQuery } from '../../../../api/placeQueries.ts';
import type { Language } from '../../../../i18n/i18n.ts';
import type { RestaurantLocation } from './restaurantLocationDraft.ts';

interface RestaurantLocationCardsProps {
  locations: readonly RestaurantLocation[];
  language: Language;
  /** The location open in the editor, marked as such. */
  editing: string | null;
  /** Nothing can be changed while a change is on its way. */
  disabled: boolean;
  onEdit: (location: RestaurantLocation) => void;
  onDelete: (location: RestaurantLocation) => void;
}

/** The restaurant's saved locations, first (the product's own, on its card) first, each with edit and delete. */
export function RestaurantLocationCards({
  locations,
  language,
  editing,
  disabled,
  onEdit,
  onDelete,
}: RestaurantLocationCardsProps) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {locations.map((location, index) => (
        <LocationCard
          key={location._id}
          location={location}
          main={index === 0}
          language={language}
          editing={editing === location._id}
          disabled={disabled}
          onEdit={() => onEdit(location)}
          onDelete={() => onDelete(location)}
        />
      ))}
    </SimpleGrid>
  );
}

/** The name of an id in a place list, once the list has come. */
const nameIn = (places: readonly { _id: string; name: string }[] | undefined, id: string) =>
  places?.find((place) => place._id === id)?.name;

interface LocationCardProps {
  location: RestaurantLocation;
  main: boolean;
  language: Language;
  editing: boolean;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function LocationCard({ location, main, language, editing, disabled, onEdit, onDelete }: LocationCardProps) {
  const { t, i18n } = useLingui();
  const countries = useQuery(countriesQuery(language));
  const states = useQuery(statesQuery(location.country));
  const cities = useQuery(citiesQuery(location.state));
  const place = [
    nameIn(cities.data, location.city),
    nameIn(states.data, location.state),
    nameIn(countries.data, location.country),
  ]
    .filter(Boolean)
    .join(', ');
  const address = location.real_address;
  const latitude = i18n.number(location.latitude, { maximumFractionDigits: 6 });
  const longitude = i18n.number(location.length, { maximumFractionDigits: 6 });

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={address}>
      <Stack gap={6} h="100%">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {address}
          </Text>
        </Group>
        <Group gap={6}>
          {main ? (
            <Badge variant="light" color="teal">
              <Trans>Principal</Trans>
            </Badge>
          ) : null}
          {editing ? (
            <Badge variant="light" color="blue">
              <Trans>En edición</Trans>
            </Badge>
          ) : null}
        </Group>
        {place ? <Text size="sm">{place}</Text> : null}
        <Text size="xs" c="dimmed">
          <Trans>
            Latitud {latitude} · Longitud {longitude}
          </Trans>
        </Text>
        <Group gap="xs" mt="auto" pt="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={onEdit}
            disabled={disabled}
            aria-label={t`Editar ${address}`}
          >
            <Trans>Editar</Trans>
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            disabled={disabled}
            aria-label={t`Eliminar ${address}`}
          >
            <Trans>Eliminar</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

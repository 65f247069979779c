import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Image, List, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isGastronomyType } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { currentLanguage, regionalLocale } from '../../../../i18n/i18n.ts';
import {
  type FamilyPreviewProps,
  InformationSection,
  PhotosSection,
  PreviewUnavailable,
  Section,
} from '../../PreviewSections.tsx';
import { gastronomyPreviewQueries, type NamedLocation } from './gastronomyPreviewQueries.ts';

type Schemas = components['schemas'];

/** Money as travelers read it: US dollars in the reader's regional format. */
function useMoney() {
  const { i18n } = useLingui();
  return new Intl.NumberFormat(regionalLocale(i18n.locale), { style: 'currency', currency: 'USD' });
}

/**
 * What an operator checks of a restaurant before publishing (SPEC §2 review preview; issue 30): its information, its
 * locations, features, additional information, photos, opening hours and menu, in its wizard's order.
 */
export function GastronomyPreview({ product }: FamilyPreviewProps) {
  const type = product.product_type;
  return isGastronomyType(type) ? (
    <RestaurantSections queries={gastronomyPreviewQueries(product._id, type, currentLanguage())} />
  ) : (
    <PreviewUnavailable />
  );
}

function RestaurantSections({ queries }: { queries: ReturnType<typeof gastronomyPreviewQueries> }) {
  const information = useQuery(queries.information);
  const locations = useQuery(queries.locations);
  const features = useQuery(queries.features);
  const additional = useQuery(queries.additional);
  const gallery = useQuery(queries.gallery);
  const schedule = useQuery(queries.schedule);
  const menu = useQuery(queries.menu);
  return (
    <>
      <InformationSection query={information} />
      <Section title={<Trans>Ubicaciones</Trans>} query={locations}>
        {(data) => <LocationsList locations={data} />}
      </Section>
      <Section title={<Trans>Características</Trans>} query={features}>
        {(data) => <FeaturesList features={data} />}
      </Section>
      <Section title={<Trans>Información adicional</Trans>} query={additional}>
        {(data) => <AdditionalText additional={data} />}
      </Section>
      <PhotosSection query={gallery} />
      <Section title={<Trans>Horario de atención</Trans>} query={schedule}>
        {(data) => <WeekTable week={data.schedule} />}
      </Section>
      <Section title={<Trans>Menú</Trans>} query={menu}>
        {(data) => <MenuList items={data} />}
      </Section>
    </>
  );
}

function LocationsList({ locations }: { locations: NamedLocation[] }) {
  if (locations.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>Sin ubicaciones</Trans>
      </Text>
    );
  return (
    <List size="sm" spacing={4}>
      {locations.map((place) => (
        <List.Item key={place._id}>
          {[place.real_address, place.cityName, place.stateName, place.countryName].join(', ')} (
          {place.latitude}, {place.length})
        </List.Item>
      ))}
    </List>
  );
}

type FeatureGroup = keyof Schemas['RestaurantFeatures'];

function FeaturesList({ features }: { features: Schemas['RestaurantFeatures'] }) {
  const { t } = useLingui();
  // SPEC §3 "Amenity groups for gastronomy", in the features step's order.
  const groups: [FeatureGroup, string][] = [
    ['category', t`Tipo de local`],
    ['cuisine', t`Cocina`],
    ['service', t`Servicios`],
    ['special_diet', t`Dietas especiales`],
    ['feature', t`Comodidades`],
    ['suit_to', t`Ideal para`],
  ];
  return (
    <Stack gap={4}>
      {groups.map(([group, label]) => {
        const chosen = features[group].filter((item) => item.assigned).map((item) => item.name);
        return (
          <Text size="sm" key={group}>
            <Text span fw={600} inherit>
              {label}:
            </Text>{' '}
            {chosen.length > 0 ? chosen.join(', ') : t`sin elegir`}
          </Text>
        );
      })}
    </Stack>
  );
}

function AdditionalText({
  additional,
}: {
  additional: Schemas['RestaurantAdditionalInformation'] & { languageNames: string[] };
}) {
  const money = useMoney();
  const price = money.format(additional.average_price);
  const languages = additional.languageNames.join(', ');
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Plural value={additional.capacity} one="# asiento" other="# asientos" />
      </Text>
      <Text size="sm">
        <Trans>Precio promedio por persona: {price}</Trans>
      </Text>
      <Text size="sm">
        <Trans>Idiomas: {languages}</Trans>
      </Text>
    </Stack>
  );
}

/** Weekday 1 is Monday (SPEC §9); 1 January 2024 was a Monday. */
const weekdayName = (locale: string, day: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));

function WeekTable({ week }: { week: Schemas['WeekSchedule'] }) {
  const { t, i18n } = useLingui();
  const locale = regionalLocale(i18n.locale);
  const hours = (day: Schemas['ScheduleDay']) => {
    if (day.closed) return t`Cerrado`;
    if (day.always_open) return t`Abierto 24 horas`;
    return day.opening_time && day.closing_time ? `${day.opening_time}–${day.closing_time}` : t`Sin horario`;
  };
  return (
    <Table withRowBorders={false} verticalSpacing={2} w="auto">
      <Table.Tbody>
        {[...week]
          .sort((a, b) => a.day - b.day)
          .map((day) => (
            <Table.Tr key={day.day}>
              <Table.Th scope="row" fw={600} tt="capitalize">
                {weekdayName(locale, day.day)}
              </Table.Th>
              <Table.Td>{hours(day)}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}

function MenuList({ items }: { items: Schemas['RestaurantMenuItem'][] }) {
  const { t } = useLingui();
  const money = useMoney();
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>Todavía no tiene platos en el menú</Trans>
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group component="li" key={item._id} align="flex-start" wrap="nowrap" gap="sm">
          <Image
            src={item.mainPicture.url_photo}
            alt={t`Foto de ${item.title}`}
            w={96}
            h={64}
            fit="cover"
            radius="sm"
          />
          <Stack gap={2}>
            <Text fw={600}>{item.title}</Text>
            <Text size="sm" c="dimmed">
              {item.category_name} · {money.format(item.price)}
            </Text>
            <Text size="sm">{item.description}</Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { commissionPercent, netAmount } from '../../../../../machines/netAmount.ts';
import { isThingsToDoType } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { currentLanguage, regionalLocale } from '../../../../i18n/i18n.ts';
import { ScrollRegion } from '../../../../ui/ScrollRegion.tsx';
import {
  type FamilyPreviewProps,
  InformationSection,
  LocationSection,
  PhotosSection,
  PolicySection,
  PreviewUnavailable,
  RulesSection,
  Section,
} from '../../PreviewSections.tsx';
import { thingsToDoPreviewQueries } from './thingsToDoPreviewQueries.ts';

type Schemas = components['schemas'];

/** Weekday 0 is Monday (SPEC §9); 1 January 2024 was a Monday. */
const weekdayName = (locale: string, day: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + day));
const monthName = (locale: string, month: number) =>
  new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, month - 1, 1));

function AvailabilityText({ availability }: { availability: Schemas['TourAvailability'] }) {
  const { i18n } = useLingui();
  const locale = regionalLocale(i18n.locale);
  const days = (list: number[]) => list.map((d) => weekdayName(locale, d)).join(', ');
  if (availability.available_all_year) {
    const yearDays = days(availability.year_days);
    return (
      <Text size="sm">
        <Trans>Todo el año: {yearDays}</Trans>
      </Text>
    );
  }
  return (
    <List size="sm">
      {availability.months.map((range) => {
        const from = monthName(locale, range.initial_month);
        const to = monthName(locale, range.final_month);
        const on = days(range.days);
        return (
          <List.Item key={`${range.initial_month}-${range.final_month}`}>
            <Trans>
              De {from} a {to}: {on}
            </Trans>
          </List.Item>
        );
      })}
    </List>
  );
}

const startTimes = (times: string[]) => times.join(', ');

function ItineraryText({ itinerary }: { itinerary: Schemas['TourItinerary'] }) {
  const { t, i18n } = useLingui();
  // "4,5 horas" in Spanish, "4.5 hours" in English.
  const hours = i18n.number(itinerary.time_duration ?? 0, { maximumFractionDigits: 2 });
  const duration = [t`${hours} horas`, t`Medio día`, t`Día completo`, t`${itinerary.days.length} días`][
    itinerary.duration_type ?? -1
  ];
  if (!duration)
    return (
      <Text size="sm" c="dimmed">
        <Trans>Sin itinerario</Trans>
      </Text>
    );
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {duration} · {itinerary.flexible_schedules ? t`Horario flexible` : t`Horario fijo`}
      </Text>
      {itinerary.days.map((day) => (
        <div key={day.no_day}>
          {itinerary.days.length > 1 ? (
            <Text size="sm" fw={600}>
              <Trans>Día {day.no_day}</Trans>
            </Text>
          ) : null}
          {day.start_times_flexible.length > 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>Salidas: {startTimes(day.start_times_flexible)}</Trans>
            </Text>
          ) : null}
          <List size="sm">
            {day.activities.map((activity) => (
              <List.Item key={activity.number}>
                {activity.start_time ? `${activity.start_time} · ` : ''}
                {activity.description}
              </List.Item>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}

/** Each price as entered (with commission) and the provider's net of it (SPEC §1, §9). */
function TourPricesTable({ prices }: { prices: Schemas['TourPrices'] }) {
  const { t, i18n } = useLingui();
  const money = new Intl.NumberFormat(regionalLocale(i18n.locale), { style: 'currency', currency: 'USD' });
  const model = prices.commission_model;
  const percent = commissionPercent(model);
  const kinds = [
    { label: t`Privado`, price: prices.price_private },
    { label: t`Colectivo`, price: prices.price_collective },
  ].filter((kind): kind is { label: string; price: Schemas['TourPrice'] } => kind.price !== undefined);
  return (
    <>
      <Text size="sm" mb="xs">
        <Trans>
          Modelo de comisión {model}: {percent} % sobre el neto del proveedor
        </Trans>
      </Text>
      <ScrollRegion label={t`Precios`}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Tipo</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Mínimo de personas</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Adulto (neto)</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Niño (neto)</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kinds.map(({ label, price }) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td>{price.min_pax ?? 1}</Table.Td>
                <Table.Td>
                  {money.format(price.adult)} ({money.format(netAmount(price.adult, model).net)})
                </Table.Td>
                <Table.Td>
                  {money.format(price.child)} ({money.format(netAmount(price.child, model).net)})
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Text size="sm" mt="xs">
        <Plural value={prices.included.length} one="# servicio incluido" other="# servicios incluidos" />
      </Text>
    </>
  );
}

/** A tour as a traveler would read it: what it is, where, when, the itinerary and the prices (issue 16). */
export function ThingsToDoPreview({ product }: FamilyPreviewProps) {
  const type = product.product_type;
  return isThingsToDoType(type) ? (
    <TourSections
      queries={thingsToDoPreviewQueries(product._id, type, currentLanguage())}
      product={product}
    />
  ) : (
    <PreviewUnavailable />
  );
}

interface TourSectionsProps extends FamilyPreviewProps {
  queries: ReturnType<typeof thingsToDoPreviewQueries>;
}

function TourSections({ queries, product }: TourSectionsProps) {
  const information = useQuery(queries.information);
  const additional = useQuery(queries.additional);
  const availability = useQuery(queries.availability);
  const itinerary = useQuery(queries.itinerary);
  const prices = useQuery(queries.prices);
  const location = useQuery(queries.location);
  const gallery = useQuery(queries.gallery);
  const policy = useQuery(queries.policy);
  const rules = useQuery(queries.rules);
  return (
    <>
      <InformationSection query={information} />
      <Section title={<Trans>Información adicional</Trans>} query={additional}>
        {(extra) => (
          <Text size="sm">
            <Plural value={extra.capacity} one="Hasta # persona" other="Hasta # personas" /> ·{' '}
            <Plural value={extra.before_booking} one="reservar # día antes" other="reservar # días antes" />
          </Text>
        )}
      </Section>
      <LocationSection query={location} product={product} />
      <PhotosSection query={gallery} />
      <Section title={<Trans>Disponibilidad</Trans>} query={availability}>
        {(data) => <AvailabilityText availability={data} />}
      </Section>
      <Section title={<Trans>Itinerario</Trans>} query={itinerary}>
        {(data) => <ItineraryText itinerary={data} />}
      </Section>
      <Section title={<Trans>Precios</Trans>} query={prices}>
        {(data) => <TourPricesTable prices={data} />}
      </Section>
      <PolicySection query={policy} />
      <RulesSection query={rules} />
    </>
  );
}

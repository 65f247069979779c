import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  PRICE_TYPE,
  type PriceType,
  type TicketAge,
  ticketPrice,
} from '../../../../../machines/attractionRules.ts';
import { isAttractionType } from '../../../../../machines/productTypes.ts';
import type { ScheduleDay } from '../../../../../machines/weekSchedule.ts';
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
import { attractionsPreviewQueries, type NamedAdditionalInformation } from './attractionsPreviewQueries.ts';

type Schemas = components['schemas'];

/** An attraction as a visitor would read it: what it is, where, what to bring and see, its week and its tickets. */
export function AttractionsPreview({ product }: FamilyPreviewProps) {
  const type = product.product_type;
  return isAttractionType(type) ? (
    <AttractionSections
      queries={attractionsPreviewQueries(product._id, type, currentLanguage())}
      product={product}
    />
  ) : (
    <PreviewUnavailable />
  );
}

interface AttractionSectionsProps extends FamilyPreviewProps {
  queries: ReturnType<typeof attractionsPreviewQueries>;
}

function AttractionSections({ queries, product }: AttractionSectionsProps) {
  const information = useQuery(queries.information);
  const additional = useQuery(queries.additional);
  const location = useQuery(queries.location);
  const bring = useQuery(queries.bring);
  const gallery = useQuery(queries.gallery);
  const policy = useQuery(queries.policy);
  const schedule = useQuery(queries.schedule);
  const rules = useQuery(queries.rules);
  return (
    <>
      <InformationSection query={information} />
      <Section title={<Trans>Información adicional</Trans>} query={additional}>
        {(data) => <AdditionalText additional={data} />}
      </Section>
      <LocationSection query={location} product={product} />
      <Section title={<Trans>Qué llevar y qué verás</Trans>} query={bring}>
        {(data) => <BringLists bring={data} />}
      </Section>
      <PhotosSection query={gallery} />
      <PolicySection query={policy} />
      <Section title={<Trans>Horario</Trans>} query={schedule}>
        {(data) => <WeekTable week={data.schedule} />}
      </Section>
      <Section title={<Trans>Entradas</Trans>} query={schedule}>
        {(data) => <TicketsTable tickets={data} />}
      </Section>
      <RulesSection query={rules} />
    </>
  );
}

function AdditionalText({ additional }: { additional: NamedAdditionalInformation }) {
  const { t } = useLingui();
  const notice = additional.before_booking;
  const difficulty = additional.difficulty ?? t`sin elegir`;
  const suitedTo = additional.suited_to.length > 0 ? additional.suited_to.join(', ') : t`sin indicar`;
  const languages = additional.languages.length > 0 ? additional.languages.join(', ') : t`sin indicar`;
  return (
    <Stack gap={4}>
      <Text size="sm">
        {notice === 0 ? (
          <Trans>Se puede reservar el mismo día</Trans>
        ) : (
          <Plural
            value={notice}
            one="Reservar con # día de anticipación"
            other="Reservar con # días de anticipación"
          />
        )}
      </Text>
      <Text size="sm">
        <Trans>Dificultad: {difficulty}</Trans>
      </Text>
      <Text size="sm">
        <Trans>Recomendado para: {suitedTo}</Trans>
      </Text>
      <Text size="sm">
        <Trans>Idiomas: {languages}</Trans>
      </Text>
    </Stack>
  );
}

/** One of the step's lists under its name, which also names the list for assistive technology. */
function NamedList({ label, entries }: { label: string; entries: string[] }) {
  const id = useId();
  return (
    <div>
      <Text id={id} size="sm" fw={600}>
        {label}
      </Text>
      {entries.length > 0 ? (
        <List size="sm" aria-labelledby={id}>
          {entries.map((entry) => (
            <List.Item key={entry}>{entry}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>Nada indicado</Trans>
        </Text>
      )}
    </div>
  );
}

function BringLists({ bring }: { bring: Schemas['AttractionBringAdditional'] }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NamedList label={t`Qué llevar`} entries={bring.bring} />
      <NamedList label={t`Qué verás`} entries={bring.you_will_see} />
      <NamedList label={t`Más información`} entries={bring.additional_information} />
    </SimpleGrid>
  );
}

/** Weekday 1 is Monday (SPEC §9); 1 January 2024 was a Monday. Capitalised, as it heads its row. */
const weekdayName = (locale: string, day: number) => {
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, day),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
};

function WeekTable({ week }: { week: ScheduleDay[] }) {
  const { t, i18n } = useLingui();
  const locale = regionalLocale(i18n.locale);
  const hours = (day: ScheduleDay) => {
    if (day.closed) return t`Cerrado`;
    if (day.always_open) return t`Abierto 24 horas`;
    return day.opening_time && day.closing_time ? `${day.opening_time}–${day.closing_time}` : t`Sin horario`;
  };
  return (
    <Table aria-label={t`Horario de la semana`}>
      <Table.Tbody>
        {week.map((day) => (
          <Table.Tr key={day.day}>
            <Table.Th scope="row">{weekdayName(locale, day.day)}</Table.Th>
            <Table.Td>{hours(day)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * What each visitor pays, in dollars (SPEC §3 price_type 3 local, 4 foreign): a price at 0 is free, and a foreign
 * ticket at 0 is the local one (machines/attractionRules.ts ticketPrice), which the cell says.
 */
function TicketsTable({ tickets }: { tickets: Schemas['AttractionSchedule'] }) {
  const { t, i18n } = useLingui();
  const money = new Intl.NumberFormat(regionalLocale(i18n.locale), { style: 'currency', currency: 'USD' });
  const visitors: { label: string; priceType: PriceType }[] = [
    { label: t`Locales`, priceType: PRICE_TYPE.local },
    { label: t`Extranjeros`, priceType: PRICE_TYPE.foreign },
  ];
  const cell = (priceType: PriceType, age: TicketAge) => {
    const price = ticketPrice(tickets, priceType, age);
    if (price === 0) return t`Gratis`;
    const amount = money.format(price);
    const asLocal = priceType === PRICE_TYPE.foreign && tickets.foreing_prices[age] === 0;
    return asLocal ? t`${amount} (precio local)` : amount;
  };
  return (
    <ScrollRegion label={t`Precios de las entradas`}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Visitantes</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Adulto</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Niño</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visitors.map(({ label, priceType }) => (
            <Table.Tr key={priceType}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{cell(priceType, 'adult')}</Table.Td>
              <Table.Td>{cell(priceType, 'child')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

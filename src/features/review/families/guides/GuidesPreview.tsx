import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, List, Skeleton, Stack, Table, Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { FEES_OFFERED, type GuideFeeField } from '../../../../../machines/guideRules.ts';
import { commissionPercent, netAmount } from '../../../../../machines/netAmount.ts';
import { isGuideType } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { asFailure } from '../../../../api/errors.ts';
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
import { guidesPreviewQueries } from './guidesPreviewQueries.ts';

type Schemas = components['schemas'];

/**
 * What an operator checks of a guide before publishing (issue 30): who the guide is, what they offer and what they
 * charge, with the steps every family shares, in the wizard's order (machines/wizardSteps.ts BOOK_GUIDE_STEPS).
 */
export function GuidesPreview({ product }: FamilyPreviewProps) {
  const type = product.product_type;
  return isGuideType(type) ? (
    <GuideSections queries={guidesPreviewQueries(product._id, type, currentLanguage())} product={product} />
  ) : (
    <PreviewUnavailable />
  );
}

interface GuideSectionsProps extends FamilyPreviewProps {
  queries: ReturnType<typeof guidesPreviewQueries>;
}

function GuideSections({ queries, product }: GuideSectionsProps) {
  const information = useQuery(queries.information);
  const additional = useQuery(queries.additional);
  const location = useQuery(queries.location);
  const policy = useQuery(queries.policy);
  const fees = useQuery(queries.fees);
  const gallery = useQuery(queries.gallery);
  const rules = useQuery(queries.rules);
  return (
    <>
      <InformationSection query={information} />
      <Section title={<Trans>Guía</Trans>} query={information}>
        {(guide) => <GuideText guide={guide} />}
      </Section>
      <Section title={<Trans>Información adicional</Trans>} query={additional}>
        {(extra) => <AdditionalText extra={extra} queries={queries} />}
      </Section>
      <LocationSection query={location} product={product} />
      <PolicySection query={policy} />
      <Section title={<Trans>Tarifas</Trans>} query={fees}>
        {(data) => <FeesTable fees={data} />}
      </Section>
      <PhotosSection query={gallery} />
      <RulesSection query={rules} />
    </>
  );
}

/** Who the guide is: the name travelers book, age, experience, licence and the area they cover. */
function GuideText({ guide }: { guide: Schemas['GuideInformation'] }) {
  const licence = guide.professional_licence;
  const area = guide.coberage_area;
  const age = guide.age;
  return (
    <Stack gap={4}>
      <Text fw={600}>{guide.name}</Text>
      <Text size="sm">
        <Trans>{age} años</Trans> ·{' '}
        <Plural value={guide.year_experience} one="# año de experiencia" other="# años de experiencia" />
      </Text>
      <Text size="sm">
        {licence ? <Trans>Licencia profesional: {licence}</Trans> : <Trans>Sin licencia profesional</Trans>}
      </Text>
      <Text size="sm">
        <Trans>Zona de cobertura: {area}</Trans>
      </Text>
    </Stack>
  );
}

/** Group size, notice, vehicle, and the catalogue ids chosen, each named by its catalogue. */
function AdditionalText({
  extra,
  queries,
}: {
  extra: Schemas['GuideAdditionalInformation'];
  queries: GuideSectionsProps['queries'];
}) {
  const { t } = useLingui();
  const expertise = useQuery(queries.expertise);
  const categories = useQuery(queries.categories);
  const languages = useQuery(queries.languages);
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Plural value={extra.max_traveler} one="Hasta # viajero" other="Hasta # viajeros" /> ·{' '}
        <Plural value={extra.before_booking} one="reservar # día antes" other="reservar # días antes" />
      </Text>
      <Text size="sm">
        {extra.vehicle ? (
          <Trans>Lleva a los viajeros en su propio vehículo</Trans>
        ) : (
          <Trans>Sin vehículo propio</Trans>
        )}
      </Text>
      <NamedList label={t`Especialidades`} ids={extra.expertise} catalog={expertise} />
      <NamedList label={t`Categorías`} ids={extra.categories} catalog={categories} />
      <NamedList label={t`Idiomas`} ids={extra.languages} catalog={languages} />
    </Stack>
  );
}

/** A list of chosen catalogue ids by their names (an id the catalogue no longer has is shown as it is). */
function NamedList({
  label,
  ids,
  catalog,
}: {
  label: string;
  ids: string[];
  catalog: UseQueryResult<Schemas['CatalogItem'][]>;
}) {
  const labelId = useId();
  let items: ReactNode;
  if (ids.length === 0)
    items = (
      <Text size="sm" c="dimmed">
        <Trans>Sin elegir</Trans>
      </Text>
    );
  else if (catalog.isPending) items = <Skeleton h={20} />;
  else if (catalog.error)
    items = (
      <Alert color="red" role="alert" p="xs">
        {asFailure(catalog.error).message}
      </Alert>
    );
  else {
    const names = new Map(catalog.data?.map((item) => [item._id, item.name]));
    items = (
      <List size="sm" aria-labelledby={labelId}>
        {ids.map((id) => (
          <List.Item key={id}>{names.get(id) ?? id}</List.Item>
        ))}
      </List>
    );
  }
  return (
    <div>
      <Text size="sm" fw={600} id={labelId}>
        {label}
      </Text>
      {items}
    </div>
  );
}

/** The fees the price type offers, each as entered (with commission) and split into commission and net (SPEC §9). */
function FeesTable({ fees }: { fees: Schemas['GuideFees'] }) {
  const { t, i18n } = useLingui();
  const money = new Intl.NumberFormat(regionalLocale(i18n.locale), { style: 'currency', currency: 'USD' });
  const model = fees.commission_model;
  const percent = commissionPercent(model);
  const LABEL: Record<GuideFeeField, string> = {
    price_per_hour: t`Precio por hora`,
    price_per_day: t`Precio por día`,
  };
  const rows = FEES_OFFERED[fees.price_type].flatMap((field) => {
    const amount = fees[field];
    return amount === undefined ? [] : [{ field, amount }];
  });
  return (
    <>
      <Text size="sm" mb="xs">
        <Trans>
          Modelo de comisión {model}: {percent} % sobre el neto del proveedor
        </Trans>
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Sin tarifas todavía</Trans>
        </Text>
      ) : (
        <ScrollRegion label={t`Tarifas y comisión`}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Concepto</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Precio</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Comisión</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Neto para el proveedor</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ field, amount }) => {
                const { net, fee } = netAmount(amount, model);
                return (
                  <Table.Tr key={field}>
                    <Table.Td>{LABEL[field]}</Table.Td>
                    <Table.Td ta="right">{money.format(amount)}</Table.Td>
                    <Table.Td ta="right">{money.format(fee)}</Table.Td>
                    <Table.Td ta="right">{money.format(net)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </>
  );
}

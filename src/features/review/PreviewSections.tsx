import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { components } from '../../../openapi/schema.d.ts';
import { asFailure } from '../../api/errors.ts';
import type { ReviewItem } from './reviewQueries.ts';

type Schemas = components['schemas'];

/* The blocks of the review preview that every product family shows alike. */

/** What the review page gives a family's preview (familyPreviews.ts): the product as the queue lists it. */
export interface FamilyPreviewProps {
  /** The list item names the place; the location step stores the ids of its lists. */
  product: ReviewItem;
}

/** For a kind without a preview: no family serves it yet, or it is checked inside another product (a room). */
export function PreviewUnavailable() {
  return (
    <Alert color="gray">
      <Trans>La vista previa de este tipo de producto todavía no está disponible.</Trans>
    </Alert>
  );
}

interface SectionProps<Data> {
  title: ReactNode;
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}

/** One block of the preview; each loads on its own, so a missing step does not hide the others. */
export function Section<Data>({ title, query: { data, error, isPending }, children }: SectionProps<Data>) {
  return (
    <Paper component="section" withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {isPending ? (
        <Skeleton h={60} />
      ) : error ? (
        <Alert color="red" role="alert" p="xs">
          {asFailure(error).message}
        </Alert>
      ) : (
        children(data as Data)
      )}
    </Paper>
  );
}

/** The product's name as travelers see it, its description and, where the family asks for one, its website. */
export function InformationSection({
  query,
}: {
  query: UseQueryResult<{ title: string; description: string; web_site?: string | null }>;
}) {
  return (
    <Section title={<Trans>Información</Trans>} query={query}>
      {(info) => (
        <Stack gap={4}>
          <Text fw={600}>{info.title}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {info.description}
          </Text>
          {info.web_site ? (
            <Text size="sm" c="dimmed">
              {info.web_site}
            </Text>
          ) : null}
        </Stack>
      )}
    </Section>
  );
}

/** The list item names the place; the location step stores the ids of its lists. */
export function LocationSection({
  query,
  product,
}: {
  query: UseQueryResult<Schemas['ProductLocation']>;
  product: ReviewItem;
}) {
  return (
    <Section title={<Trans>Ubicación</Trans>} query={query}>
      {(place) => (
        <Text size="sm">
          {[place.real_address, product.city, product.state, product.country].filter(Boolean).join(', ')} (
          {place.latitude}, {place.length})
        </Text>
      )}
    </Section>
  );
}

export function PhotosSection({ query }: { query: UseQueryResult<Schemas['Gallery']> }) {
  const { t } = useLingui();
  return (
    <Section title={<Trans>Fotos</Trans>} query={query}>
      {(pictures) =>
        pictures.mainPicture || pictures.multimediaGallery.length > 0 ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {pictures.mainPicture ? (
              <Image src={pictures.mainPicture.url_photo} alt={t`Foto principal`} radius="sm" />
            ) : null}
            {pictures.multimediaGallery
              .filter((item) => item.kind === 'image')
              .map((item, index) => (
                <Image key={item._id} src={item.url_photo} alt={t`Foto ${index + 1}`} radius="sm" />
              ))}
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Sin fotos</Trans>
          </Text>
        )
      }
    </Section>
  );
}

export function PolicySection({ query }: { query: UseQueryResult<Schemas['CancellationPolicies']> }) {
  return (
    <Section title={<Trans>Política de cancelación</Trans>} query={query}>
      {({ policies, selected }) => {
        const policy = policies.find((p) => p._id === selected?.cancellation_policy);
        if (!selected || !policy)
          return (
            <Text size="sm" c="dimmed">
              <Trans>Sin política elegida</Trans>
            </Text>
          );
        const percent = selected.custom_percent;
        const days = selected.custom_no_days;
        return (
          <Stack gap={4}>
            <Text fw={600}>{policy.title}</Text>
            <Text size="sm">
              <Plural
                value={days}
                one={`Reembolso del ${percent} % si se cancela al menos # día antes de la llegada.`}
                other={`Reembolso del ${percent} % si se cancela al menos # días antes de la llegada.`}
              />
            </Text>
            <Text size="sm">
              {selected.changes_in_reservation ? (
                <Trans>Se permiten cambios de fecha.</Trans>
              ) : (
                <Trans>No se permiten cambios de fecha.</Trans>
              )}
            </Text>
          </Stack>
        );
      }}
    </Section>
  );
}

export function RulesSection({ query }: { query: UseQueryResult<Schemas['ServiceRules']> }) {
  return (
    <Section title={<Trans>Reglas del servicio</Trans>} query={query}>
      {({ custom_terms }) =>
        custom_terms.length > 0 ? (
          <Stack gap={2} component="ul" pl="md" m={0}>
            {custom_terms.map((term) => (
              <Text component="li" size="sm" key={term._id ?? term.custom_term}>
                {term.custom_term}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Sin reglas propias</Trans>
          </Text>
        )
      }
    </Section>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Image, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type UseQueryResult, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ACCOMMODATION_TYPES } from '../../../machines/productTypes.ts';
import { asFailure } from '../../api/errors.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { PRODUCT_TYPE_NAMES } from '../../ui/productTypeNames.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { PricesPreview } from './PricesPreview.tsx';
import { ReviewActions } from './ReviewActions.tsx';
import {
  type AccommodationType,
  previewQueries,
  type ReviewItem,
  reviewProductQuery,
} from './reviewQueries.ts';

const isAccommodation = (type: number): type is AccommodationType =>
  (ACCOMMODATION_TYPES as readonly number[]).includes(type);

interface SectionProps<Data> {
  title: ReactNode;
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}

/** One block of the preview; each loads on its own, so a missing step does not hide the others. */
function Section<Data>({ title, query: { data, error, isPending }, children }: SectionProps<Data>) {
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

/**
 * /review/{id}: the product as the provider filled it in, read-only, with the review decisions (the route
 * refuses anyone but the operator).
 */
export function ReviewPreviewPage({ id }: { id: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { data: product } = useSuspenseQuery(reviewProductQuery(id));
  const language = currentLanguage();
  const type = product.product_type;
  const queries = isAccommodation(type) ? previewQueries(id, type, language) : null;
  const provider = product.provider_name;

  return (
    <Stack gap="md" maw={1000} mx="auto">
      <AnchorLink to="/review" size="sm">
        <IconArrowLeft size={14} aria-hidden /> <Trans>Volver a la cola de revisión</Trans>
      </AnchorLink>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {i18n._(PRODUCT_TYPE_NAMES[type])} · <Trans>De {provider}</Trans>
            </Text>
            <Title order={1} size="h2">
              {product.name}
            </Title>
          </div>
          {product.tb_gcm_status._id === 2 ? (
            <ReviewActions product={product} onDecided={() => void navigate({ to: '/review' })} />
          ) : (
            <Badge variant="light" color="gray">
              <Trans>Este producto no está en revisión</Trans>
            </Badge>
          )}
        </Group>
      </Paper>
      {!queries ? (
        <Alert color="gray">
          <Trans>La vista previa de este tipo de producto todavía no está disponible.</Trans>
        </Alert>
      ) : (
        <AccommodationPreview queries={queries} product={product} />
      )}
    </Stack>
  );
}

/** The accommodation steps an operator checks before publishing (SPEC §2 review preview). */
interface AccommodationPreviewProps {
  queries: ReturnType<typeof previewQueries>;
  /** The list item names the place; the location step stores the ids of its lists. */
  product: ReviewItem;
}

function AccommodationPreview({ queries, product }: AccommodationPreviewProps) {
  const { t } = useLingui();
  const information = useQuery(queries.information);
  const location = useQuery(queries.location);
  const gallery = useQuery(queries.gallery);
  const price = useQuery(queries.price);
  const policy = useQuery(queries.policy);
  const amenities = useQuery(queries.amenities);
  const rules = useQuery(queries.rules);
  return (
    <>
      <Section title={<Trans>Información</Trans>} query={information}>
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
      <Section title={<Trans>Ubicación</Trans>} query={location}>
        {(place) => (
          <Text size="sm">
            {[place.real_address, product.city, product.state, product.country].filter(Boolean).join(', ')} (
            {place.latitude}, {place.length})
          </Text>
        )}
      </Section>
      <Section title={<Trans>Fotos</Trans>} query={gallery}>
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
      <Section title={<Trans>Precios</Trans>} query={price}>
        {(prices) => <PricesPreview price={prices} />}
      </Section>
      <Section title={<Trans>Política de cancelación</Trans>} query={policy}>
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
      <Section title={<Trans>Reglas de la casa</Trans>} query={amenities}>
        {({ groups }) => {
          const rules = groups.house_rules.filter((rule) => rule.assigned);
          return rules.length > 0 ? (
            <Group gap={6}>
              {rules.map((rule) => (
                <Badge key={rule._id} variant="light" color="gray">
                  {rule.name}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>Sin reglas de la casa</Trans>
            </Text>
          );
        }}
      </Section>
      <Section title={<Trans>Reglas del servicio</Trans>} query={rules}>
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
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isAccommodationType, isThingsToDoType } from '../../../machines/productTypes.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { productTypeName } from '../../ui/productTypeNames.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';
import { LocationSection, PhotosSection, PolicySection, RulesSection, Section } from './PreviewSections.tsx';
import { PricesPreview } from './PricesPreview.tsx';
import { ReviewActions } from './ReviewActions.tsx';
import { previewQueries, type ReviewItem, reviewProductQuery, tourPreviewQueries } from './reviewQueries.ts';
import { TourPreview } from './TourPreview.tsx';

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
  const queries = isAccommodationType(type) ? previewQueries(id, type, language) : null;
  const tourQueries = isThingsToDoType(type) ? tourPreviewQueries(id, type, language) : null;
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
              {i18n._(productTypeName(type))} · <Trans>De {provider}</Trans>
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
      {queries ? (
        <AccommodationPreview queries={queries} product={product} />
      ) : tourQueries ? (
        <TourPreview queries={tourQueries} product={product} />
      ) : (
        <Alert color="gray">
          <Trans>La vista previa de este tipo de producto todavía no está disponible.</Trans>
        </Alert>
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
      <LocationSection query={location} product={product} />
      <PhotosSection query={gallery} />
      <Section title={<Trans>Precios</Trans>} query={price}>
        {(prices) => <PricesPreview price={prices} />}
      </Section>
      <PolicySection query={policy} />
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
      <RulesSection query={rules} />
    </>
  );
}

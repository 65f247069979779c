import { Trans } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isAccommodationType } from '../../../../../machines/productTypes.ts';
import { currentLanguage } from '../../../../i18n/i18n.ts';
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
import { PricesPreview } from './PricesPreview.tsx';
import { staysPreviewQueries } from './staysPreviewQueries.ts';

/**
 * The accommodation steps an operator checks before publishing (SPEC §2 review preview). A hotel's room is checked
 * inside its hotel, so it has none of its own.
 */
export function StaysPreview({ product }: FamilyPreviewProps) {
  const type = product.product_type;
  return isAccommodationType(type) ? (
    <AccommodationSections
      queries={staysPreviewQueries(product._id, type, currentLanguage())}
      product={product}
    />
  ) : (
    <PreviewUnavailable />
  );
}

interface AccommodationSectionsProps extends FamilyPreviewProps {
  queries: ReturnType<typeof staysPreviewQueries>;
}

function AccommodationSections({ queries, product }: AccommodationSectionsProps) {
  const information = useQuery(queries.information);
  const location = useQuery(queries.location);
  const gallery = useQuery(queries.gallery);
  const price = useQuery(queries.price);
  const policy = useQuery(queries.policy);
  const amenities = useQuery(queries.amenities);
  const rules = useQuery(queries.rules);
  return (
    <>
      <InformationSection query={information} />
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

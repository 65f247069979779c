import { Trans, useLingui } from '@lingui/react/macro';
import { Group, List, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Temporal } from 'temporal-polyfill';
import { soldBy } from '../../../machines/productTypes.ts';
import type { PromotionValues } from '../../../machines/promotionRules.ts';
import { nightPrice, type PriceBasis, type PromotionBasis } from '../../../machines/travelerPrice.ts';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { pricePreviewQuery } from './pricePreviewQueries.ts';
import { TravelerPays } from './TravelerPays.tsx';

/** The preview names at most this many products, then "y N más". */
export const PREVIEW_PRODUCTS = 5;

export interface PreviewProduct {
  _id: string;
  name: string;
}

/** The night the preview prices: the promotion's first night, else tonight. */
export const previewNight = (values: Pick<PromotionValues, 'start_date'>, today: string) =>
  values.start_date ?? today;

const later = (a: string, b: string) => (Temporal.PlainDate.compare(a, b) >= 0 ? a : b);

/**
 * The draft as the price function reads it, or null while its type or percent is missing. Dates not chosen
 * yet read as the previewed night alone, so the percent shows at once.
 */
export function draftBasis(
  values: PromotionValues,
  promotionId: string | null,
  night: string,
): PromotionBasis | null {
  if (values.promotion_type === null || values.percent_discount === null || !(values.percent_discount > 0))
    return null;
  const start = values.start_date ?? night;
  return {
    promotion_id: promotionId ?? 'draft',
    promotion_type: values.promotion_type,
    percent_discount: values.percent_discount,
    start_date: start,
    end_date: values.end_date ?? later(start, night),
    assigned_check: values.assigned_check,
    date_show_promotion: values.date_show_promotion,
    min_days: values.min_days,
  };
}

/**
 * The night's price with the draft in place of the stored promotion (or added): the very function the server's
 * preview runs (machines/travelerPrice.ts). A scheduled draft is priced as from its show-from day, and the stay
 * is long enough for the draft's minimum nights, so the preview shows the promotion at work.
 */
export function draftNight(
  basis: PriceBasis,
  serverToday: string,
  night: string,
  draft: PromotionBasis | null,
  promotionId: string | null,
) {
  const others = basis.promotions.filter((p) => p.promotion_id !== (promotionId ?? 'draft'));
  const promotions = draft ? [...others, draft] : others;
  const today =
    draft?.assigned_check === 3 && draft.date_show_promotion
      ? later(serverToday, draft.date_show_promotion)
      : serverToday;
  const stayNights = Math.max(1, basis.min_night, draft?.min_days ?? 1);
  return nightPrice({ ...basis, promotions }, night, { today, stayNights });
}

function ProductLine({
  product,
  values,
  promotionId,
  night,
}: {
  product: PreviewProduct;
  values: PromotionValues;
  promotionId: string | null;
  night: string;
}) {
  const preview = useQuery(pricePreviewQuery(product._id, night, 1));
  const draft = draftBasis(values, promotionId, night);
  return (
    <List.Item>
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {product.name}
        </Text>
        {preview.data ? (
          <TravelerPays
            night={draftNight(preview.data.basis, preview.data.today, night, draft, promotionId)}
            unit={soldBy(preview.data.product_type)}
          />
        ) : preview.isError ? (
          <Text size="sm" c="dimmed">
            <Trans>No se pudo calcular el precio de este producto.</Trans>
          </Text>
        ) : (
          <Skeleton h={14} w={260} mt={4} aria-hidden />
        )}
      </Stack>
    </List.Item>
  );
}

/**
 * "El viajero paga X · Tú recibes Y" for the day the promotion starts (today without dates), for each product it
 * runs on, with the form's values as they stand: a stay's night, a thing to do's place on that day's departure.
 */
export function PromotionPreview({
  products,
  values,
  promotionId,
  today,
}: {
  products: readonly PreviewProduct[];
  values: PromotionValues;
  promotionId: string | null;
  today: string;
}) {
  const { t } = useLingui();
  const night = previewNight(values, today);
  const shown = products.slice(0, PREVIEW_PRODUCTS);
  const more = products.length - shown.length;
  const date = formatDate(night, currentLanguage());
  return (
    <Stack gap={4} component="section" aria-label={t`Lo que paga el viajero`}>
      <Group gap={4}>
        <Text size="sm" fw={600}>
          <Trans>Precio para el {date}</Trans>
        </Text>
      </Group>
      {products.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Asigna productos a la promoción para ver lo que paga el viajero y lo que recibes.</Trans>
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" pl={0}>
          {shown.map((product) => (
            <ProductLine
              key={product._id}
              product={product}
              values={values}
              promotionId={promotionId}
              night={night}
            />
          ))}
        </List>
      )}
      {more > 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>y {more} más</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

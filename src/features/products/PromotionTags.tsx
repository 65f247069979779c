import { Trans } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import { isIncrease } from '../../../machines/promotionTypes.ts';
import type { components } from '../../../openapi/schema.d.ts';

type Promotion = components['schemas']['ProductPromotion'];

/** SPEC §3 promotion types: 1 last minute, 2 discount, 3 special date, 4 surcharge. */
function PromotionName({ type }: { type: Promotion['type'] }) {
  switch (type) {
    case 1:
      return <Trans>Última hora</Trans>;
    case 2:
      return <Trans>Descuento</Trans>;
    case 3:
      return <Trans>Fecha especial</Trans>;
    case 4:
      return <Trans>Recargo</Trans>;
  }
}

/**
 * The promotions running on a product, as tags: a surcharge adds, the others take off. A scheduled one, not
 * shown to travelers yet, is outlined and says so.
 */
export function PromotionTags({ promotions }: { promotions: Promotion[] }) {
  if (promotions.length === 0) return null;
  return (
    <Group gap={4} data-testid="promotion-tags">
      {promotions.map((promotion) => (
        <Badge
          key={promotion.promotion_id}
          color={isIncrease(promotion.type) ? 'grape' : 'pink'}
          variant={promotion.status === 3 ? 'outline' : 'light'}
          size="sm"
        >
          <PromotionName type={promotion.type} /> {isIncrease(promotion.type) ? '+' : '−'}
          {promotion.percentDiscount} %
          {promotion.status === 3 ? (
            <>
              {' · '}
              <Trans>Programada</Trans>
            </>
          ) : null}
        </Badge>
      ))}
    </Group>
  );
}

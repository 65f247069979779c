import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconListCheck, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import type { Promotion } from './promotionQueries.ts';
import { OFFER_TYPE_NAME, STATUS_NAME, TYPE_NAME } from './promotionWording.ts';

const STATUS_COLOR = { 1: 'teal', 2: 'gray', 3: 'blue' } as const;
const ICON = { size: 16, stroke: 1.6 } as const;

/** The effective status: a scheduled one says from when it shows. */
export function PromotionStatusBadge({ promotion }: { promotion: Promotion }) {
  const { i18n } = useLingui();
  const from = promotion.availability.date_show_promotion;
  const date = from ? formatDate(from, currentLanguage()) : '';
  return (
    <Badge color={STATUS_COLOR[promotion.status]} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {promotion.status === 3 && from ? (
        <Trans>Programada desde {date}</Trans>
      ) : (
        i18n._(STATUS_NAME[promotion.status])
      )}
    </Badge>
  );
}

/** "−20 %" for a discount, "+15 %" for a surcharge. */
export const signedPercent = (
  promotion: Pick<Promotion, 'promotion_type' | 'percent_discount'>,
  locale: string,
) =>
  `${promotion.promotion_type === 4 ? '+' : '−'}${new Intl.NumberFormat(locale, {
    maximumFractionDigits: 5,
  }).format(promotion.percent_discount)} %`;

export interface PromotionActions {
  onEdit: (promotion: Promotion) => void;
  onAssign: (promotion: Promotion) => void;
  onDelete: (promotion: Promotion) => void;
}

/** One promotion: title, status, dates, percent, the products it runs on, and what can be done with it. */
export function PromotionCard({ promotion, actions }: { promotion: Promotion; actions: PromotionActions }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const language = currentLanguage();
  const title = promotion.title || i18n._(TYPE_NAME[promotion.promotion_type]);
  const start = formatDate(promotion.availability.start_date, language);
  const end = formatDate(promotion.availability.end_date, language);
  const percent = signedPercent(promotion, i18n.locale);
  const minDays = promotion.availability.min_days;
  const names = promotion.products.map((product) => product.name).join(', ');
  return (
    <Card component="article" aria-labelledby={headingId} withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Title order={2} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <PromotionStatusBadge promotion={promotion} />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text
            fw={700}
            c={promotion.promotion_type === 4 ? 'grape.8' : 'pink.8'}
            data-testid="promotion-percent"
          >
            {percent}
          </Text>
          <Text size="sm" c="dimmed">
            {i18n._(TYPE_NAME[promotion.promotion_type])}
            {promotion.offer_type !== 0 ? ` · ${i18n._(OFFER_TYPE_NAME[promotion.offer_type])}` : ''}
          </Text>
        </Group>
        <Text size="sm">
          <Trans>
            Del {start} al {end}
          </Trans>
          {promotion.availability.min_days > 1 ? (
            <>
              {' · '}
              <Trans>mínimo {minDays} noches</Trans>
            </>
          ) : null}
        </Text>
        <Text size="sm" c={names ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {names ? <Trans>Productos: {names}</Trans> : <Trans>Sin productos asignados</Trans>}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit {...ICON} />}
            onClick={() => actions.onEdit(promotion)}
          >
            <Trans>Editar</Trans>
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconListCheck {...ICON} />}
            onClick={() => actions.onAssign(promotion)}
          >
            <Trans>Asignar productos</Trans>
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash {...ICON} />}
            onClick={() => actions.onDelete(promotion)}
          >
            <Trans>Eliminar</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

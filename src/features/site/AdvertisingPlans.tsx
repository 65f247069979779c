import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useMemo } from 'react';
import { regionalLocale } from '../../i18n/i18n.ts';
import {
  AD_FORMATS,
  type AdFormat,
  ANNUAL_FREE_MONTHS,
  MINI_BANNER_PLANS,
  type MiniBannerPlan,
  PLAN_CURRENCY,
} from './advertisingPlans.ts';

const FORMAT_NAMES = {
  static: msg`Anuncios estáticos`,
  video: msg`Anuncios en video`,
} satisfies Record<AdFormat['id'], MessageDescriptor>;

interface Money {
  /** A plan's price: $10.00. */
  price: (value: number) => string;
  /** What a view costs, down to the tenth of a cent the plans use: $0.008. */
  unit: (value: number) => string;
}

/** Dollars as the interface language writes them (es-GT, en-US), built once per language. */
function useMoney(): Money {
  const { i18n } = useLingui();
  const locale = regionalLocale(i18n.locale);
  return useMemo(() => {
    const options = { style: 'currency', currency: PLAN_CURRENCY, currencyDisplay: 'narrowSymbol' } as const;
    const price = new Intl.NumberFormat(locale, options);
    const unit = new Intl.NumberFormat(locale, { ...options, maximumFractionDigits: 3 });
    return { price: (value) => price.format(value), unit: (value) => unit.format(value) };
  }, [locale]);
}

/** A card with its name as its heading, so a screen reader lists the plans by name. */
function PlanCard({ name, children }: { name: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={4} id={id}>
          {name}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** One way of paying a mini banner: the period's price and what a view then costs. */
function PriceLine({
  period,
  price,
  perView,
  extra,
}: Record<'period' | 'price' | 'perView', ReactNode> & { extra?: ReactNode }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text size="sm" fw={600} c="dimmed" tt="uppercase">
          {period}
        </Text>
        {extra}
      </Group>
      <Text size="xl" fw={700}>
        {price}
      </Text>
      <Text size="sm">{perView}</Text>
    </Stack>
  );
}

function MiniBannerCard({ plan, money }: { plan: MiniBannerPlan; money: Money }) {
  const monthly = money.price(plan.monthly.price);
  const monthlyView = money.unit(plan.monthly.perView);
  const yearly = money.price(plan.yearly.price);
  const yearlyView = money.unit(plan.yearly.perView);
  return (
    <PlanCard name={plan.name}>
      <PriceLine
        period={<Trans>Mensual</Trans>}
        price={<Trans>{monthly} al mes</Trans>}
        perView={<Trans>{monthlyView} por vista</Trans>}
      />
      <PriceLine
        period={<Trans>Anual</Trans>}
        price={<Trans>{yearly} al año</Trans>}
        perView={<Trans>{yearlyView} por vista</Trans>}
        extra={
          <Badge variant="light" color="teal">
            <Plural value={ANNUAL_FREE_MONTHS} one="# mes gratis" other="# meses gratis" />
          </Badge>
        }
      />
    </PlanCard>
  );
}

function AdFormatCard({ format, money }: { format: AdFormat; money: Money }) {
  const { i18n } = useLingui();
  const price = money.price(format.price);
  const perDisplay = money.unit(format.perDisplay);
  return (
    <PlanCard name={i18n._(FORMAT_NAMES[format.id])}>
      <Text size="xl" fw={700}>
        {price}
      </Text>
      <Text size="sm">
        <Trans>{perDisplay} por impresión</Trans>
      </Text>
    </PlanCard>
  );
}

/** SPEC §9: the advertising plans, under the advertising landing's text, priced in the interface language. */
export function AdvertisingPlans() {
  const money = useMoney();
  const headingId = useId();
  return (
    <Stack gap="lg" component="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <Title order={2} id={headingId}>
          <Trans>Planes de publicidad</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Precios en dólares estadounidenses. Los mini banners se pagan por mes o por año.</Trans>
        </Text>
      </Stack>
      <Title order={3} size="h4">
        <Trans>Mini banner</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {MINI_BANNER_PLANS.map((plan) => (
          <MiniBannerCard key={plan.id} plan={plan} money={money} />
        ))}
      </SimpleGrid>
      <Title order={3} size="h4">
        <Trans>Anuncios destacados</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {AD_FORMATS.map((format) => (
          <AdFormatCard key={format.id} format={format} money={money} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

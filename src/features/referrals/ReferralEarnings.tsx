import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PARTNER_TIERS, type ReferralTier } from '../../../machines/referralRules.ts';
import { type ReferralFormats, useReferralFormats } from './referralFormats.ts';
import type { ReferralStats } from './referralQueries.ts';

/** The partner tiers' names (SPEC §9: bronze, silver, gold). */
const TIER_NAMES = {
  bronze: msg`Bronce`,
  silver: msg`Plata`,
  gold: msg`Oro`,
} as const satisfies Record<ReferralTier, MessageDescriptor>;

type TierRule = (typeof PARTNER_TIERS)[number];

/**
 * A partner's tier (SPEC §9) with its rate and the sales it covers, from the rules' ceilings: a tier starts above
 * the one before it.
 */
function TierSentence({ rule, format }: { rule: TierRule; format: ReferralFormats }) {
  const { i18n } = useLingui();
  const name = i18n._(TIER_NAMES[rule.tier]);
  const rate = format.percent(rule.rate);
  const before = PARTNER_TIERS[PARTNER_TIERS.indexOf(rule) - 1];
  const from = before?.upTo == null ? null : format.money(before.upTo);
  const to = rule.upTo === null ? null : format.money(rule.upTo);
  if (from === null)
    return (
      <Trans>
        Nivel {name}: {rate}, para ventas de hasta {to}.
      </Trans>
    );
  if (to === null)
    return (
      <Trans>
        Nivel {name}: {rate}, para ventas de más de {from}.
      </Trans>
    );
  return (
    <Trans>
      Nivel {name}: {rate}, para ventas de más de {from} y hasta {to}.
    </Trans>
  );
}

/** A partner's tier, and what the next one gives and when. */
function PartnerTier({ tier, format }: { tier: ReferralTier; format: ReferralFormats }) {
  const { i18n } = useLingui();
  const index = PARTNER_TIERS.findIndex((rule) => rule.tier === tier);
  const rule = PARTNER_TIERS[index] ?? PARTNER_TIERS[0]!;
  const next = PARTNER_TIERS[index + 1];
  return (
    <Stack gap={4}>
      <Text>
        <TierSentence rule={rule} format={format} />
      </Text>
      {next && rule.upTo !== null ? (
        <NextTier
          name={i18n._(TIER_NAMES[next.tier])}
          rate={format.percent(next.rate)}
          after={format.money(rule.upTo)}
        />
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>Tienes el nivel más alto.</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** The tier a partner climbs to, and the sales that take them there. */
function NextTier({ name, rate, after }: { name: string; rate: string; after: string }) {
  return (
    <Text size="sm" c="dimmed">
      <Trans>
        Siguiente nivel: {name}, {rate}, cuando tus ventas pasen de {after}.
      </Trans>
    </Text>
  );
}

/** The rate the person earns: a partner's is their tier's, everyone else's the programme's (SPEC §9). */
function CommissionCard({ stats, format }: { stats: ReferralStats; format: ReferralFormats }) {
  const rate = format.percent(stats.commission_rate);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="referral-rate-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="referral-rate-title">
          <Trans>Tu comisión</Trans>
        </Title>
        {stats.tier ? (
          <PartnerTier tier={stats.tier} format={format} />
        ) : (
          <Text>
            <Trans>Ganas el {rate} de cada reserva confirmada que llega con tu código.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** What was paid, what waits, and how far the next payout is (SPEC §9 "paid each time it reaches $100"). */
function PayoutsCard({ stats, format }: { stats: ReferralStats; format: ReferralFormats }) {
  const { t } = useLingui();
  const threshold = format.money(stats.payout_threshold);
  const balance = format.money(stats.balance);
  const missing = format.money(Math.max(0, stats.payout_threshold - stats.balance));
  const progress =
    stats.payout_threshold > 0
      ? Math.min(100, Math.round((stats.balance / stats.payout_threshold) * 100))
      : 0;
  const progressLabel = t`${balance} de ${threshold} para tu próximo pago`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="referral-payouts-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="referral-payouts-title">
          <Trans>Pagos</Trans>
        </Title>
        <Group justify="space-between" gap="xs">
          <Text c="dimmed">
            <Trans>Pagado</Trans>
          </Text>
          <Text fw={600}>{format.money(stats.paid)}</Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text c="dimmed">
            <Trans>Saldo por pagar</Trans>
          </Text>
          <Text fw={600}>{balance}</Text>
        </Group>
        <Text size="sm" fw={500}>
          {progressLabel}
        </Text>
        <Progress value={progress} aria-label={progressLabel} size="lg" radius="xl" />
        <Text size="sm" c="dimmed">
          <Trans>
            Te faltan {missing}: te pagamos cada vez que tu saldo llega a {threshold}.
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}

/** The commission's rate and its payouts, side by side on a wide screen, one under the other on a phone. */
export function ReferralEarnings({ stats }: { stats: ReferralStats }) {
  const format = useReferralFormats();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <CommissionCard stats={stats} format={format} />
      <PayoutsCard stats={stats} format={format} />
    </SimpleGrid>
  );
}

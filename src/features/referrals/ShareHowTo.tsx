import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useReferralFormats } from './referralFormats.ts';
import type { ReferralStats } from './referralQueries.ts';

/**
 * How sharing pays (SPEC §9): the rate and the payout step are the server's for this person (a partner's rate is
 * their tier's), so the sentence never promises what the figures below will not show.
 */
export function ShareHowTo({ stats }: { stats: ReferralStats }) {
  const format = useReferralFormats();
  const rate = format.percent(stats.commission_rate);
  const threshold = format.money(stats.payout_threshold);
  return (
    <Text>
      <Trans>
        Comparte tu código o tu QR con tus clientes y seguidores: ganas el {rate} de cada reserva confirmada
        que hagan con él, y te lo pagamos cada vez que tu comisión llega a {threshold}.
      </Trans>
    </Text>
  );
}

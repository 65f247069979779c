import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { SoldBy } from '../../../machines/productTypes.ts';
import type { PriceNight } from '../../../machines/travelerPrice.ts';
import { regionalLocale } from '../../i18n/i18n.ts';

/** US dollars in the reader's language (USD 1,234.50 / 1.234,50 US$). */
export function useMoney() {
  const { i18n } = useLingui();
  const format = new Intl.NumberFormat(regionalLocale(i18n.locale), { style: 'currency', currency: 'USD' });
  return (amount: number) => format.format(amount);
}

/**
 * "El viajero paga X · Tú recibes Y" for one night of a stay or one adult's place on a departure of a thing to do
 * (issue 14, 26): what the traveler pays once special price, discounts, surcharges combine, and what the provider
 * keeps after the commission inside it.
 */
export function TravelerPays({
  night,
  size = 'sm',
  unit = 'night',
}: {
  night: PriceNight;
  size?: 'xs' | 'sm' | 'md';
  /** What the price is of (the kinds table's soldBy). */
  unit?: SoldBy;
}) {
  const money = useMoney();
  if (night.traveler_pays === null || night.you_receive === null) {
    return (
      <Text size={size} c="dimmed">
        {unit === 'departure' ? (
          <Trans>Aún no hay precio para esta salida: complétalo en el paso de precios.</Trans>
        ) : (
          <Trans>Aún no hay precio para esta noche: complétalo en el paso de precios.</Trans>
        )}
      </Text>
    );
  }
  const pays = money(night.traveler_pays);
  const receives = money(night.you_receive);
  return (
    <Text size={size} data-testid="traveler-pays">
      {unit === 'departure' ? (
        <Trans>
          El viajero paga <strong>{pays}</strong> por adulto · Tú recibes <strong>{receives}</strong>
        </Trans>
      ) : (
        <Trans>
          El viajero paga <strong>{pays}</strong> · Tú recibes <strong>{receives}</strong>
        </Trans>
      )}
    </Text>
  );
}

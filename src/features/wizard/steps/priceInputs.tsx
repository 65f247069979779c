import { Trans, useLingui } from '@lingui/react/macro';
import { type NumberInputProps, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type CommissionModel, commissionPercent, netAmount } from '../../../../machines/netAmount.ts';
import { regionalLocale } from '../../../i18n/i18n.ts';
import { NumberInputAfterDraw } from '../../../ui/NumberInputAfterDraw.tsx';
import { MONEY } from '../stepMessages.ts';

export function useDollars() {
  const { i18n } = useLingui();
  const format = new Intl.NumberFormat(regionalLocale(i18n.locale), {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  });
  return (amount: number) => format.format(amount);
}

/** SPEC §9: what the provider receives of a price that includes the platform's commission. */
export function NetAmountNote({ price, model }: { price: number | string; model: CommissionModel }) {
  const dollars = useDollars();
  if (typeof price !== 'number' || !(price > 0)) return null;
  const { net, fee } = netAmount(price, model);
  const netText = dollars(net);
  const feeText = dollars(fee);
  const percent = commissionPercent(model);
  return (
    <Text size="xs" c="teal.8" mt={4}>
      <Trans>
        Recibes {netText} · comisión de la plataforma {feeText} ({percent} % sobre tu neto)
      </Trans>
    </Text>
  );
}

/** A price in dollars, commission included, with the provider's net right under it. */
export function MoneyInput({
  model,
  value,
  ...props
}: Omit<NumberInputProps, 'value'> & { model: CommissionModel; value?: number | string }) {
  return (
    <div>
      <NumberInputAfterDraw
        prefix="$ "
        min={MONEY.minimum}
        max={MONEY.maximum}
        decimalScale={2}
        allowNegative={false}
        thousandSeparator=","
        {...props}
        value={value}
      />
      <NetAmountNote price={value ?? ''} model={model} />
    </div>
  );
}

/** The prices of one kind of stay (short or long), under its heading. */
export function StayPrices({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
    </Stack>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { commissionPercent, netAmount } from '../../../../../machines/netAmount.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { regionalLocale } from '../../../../i18n/i18n.ts';
import { ScrollRegion } from '../../../../ui/ScrollRegion.tsx';

type AccommodationPrice = components['schemas']['AccommodationPrice'];

/**
 * Prices are entered including commission (SPEC §1, §9); the operator sees each price split into the
 * provider's net and the platform's commission, the percentage named on the net it is taken from.
 */
export function PricesPreview({ price }: { price: AccommodationPrice }) {
  const { t, i18n } = useLingui();
  const money = new Intl.NumberFormat(regionalLocale(i18n.locale), {
    style: 'currency',
    currency: 'USD',
  });
  const model = price.commission_model;
  const rows: { label: ReactNode; amount: number | undefined }[] = [
    { label: t`Precio por noche`, amount: price.type_of_term !== 1 ? price.base_price : undefined },
    { label: t`Precio de fin de semana`, amount: price.type_of_term !== 1 ? price.weekend_price : undefined },
    { label: t`Precio por mes`, amount: price.type_of_term !== 0 ? price.month_price : undefined },
    ...price.extra_fee.map((fee) => ({ label: fee.name, amount: fee.price })),
  ];
  const shown = rows.filter((row): row is { label: ReactNode; amount: number } => row.amount !== undefined);
  const percent = commissionPercent(model);
  const minNights = price.min_night ?? 1;
  const weekly = price.weekly_discount ?? 0;
  const monthly = price.monthly_discount ?? 0;

  return (
    <>
      <Text size="sm" mb="xs">
        <Trans>
          Modelo de comisión {model}: {percent} % sobre el neto del proveedor
        </Trans>
      </Text>
      <Text size="sm" mb="xs">
        <Plural
          value={minNights}
          one={`Mínimo # noche · descuento semanal ${weekly} % · descuento mensual ${monthly} %`}
          other={`Mínimo # noches · descuento semanal ${weekly} % · descuento mensual ${monthly} %`}
        />
      </Text>
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Sin precios todavía</Trans>
        </Text>
      ) : (
        <ScrollRegion label={t`Precios y comisión`}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Concepto</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Precio</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Comisión</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Neto para el proveedor</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row, index) => {
                const { net, fee } = netAmount(row.amount, model);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fee names may repeat; the order is the provider's
                  <Table.Tr key={index}>
                    <Table.Td>{row.label}</Table.Td>
                    <Table.Td ta="right">{money.format(row.amount)}</Table.Td>
                    <Table.Td ta="right">{money.format(fee)}</Table.Td>
                    <Table.Td ta="right">{money.format(net)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </>
  );
}

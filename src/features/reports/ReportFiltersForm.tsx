import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../ui/DateField.tsx';
import { type ReportFilters, reportProductsQuery } from './reportQueries.ts';

/** The longest range the server reports on (the contract: 1096 days, both ends included). */
export const MAX_RANGE_DAYS = 1096;

const DAY_MS = 86_400_000;
const daysOf = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** What is wrong with a range before it is asked for, or null: the same rules as the server's. */
function rangeProblem(from: string | null, to: string | null, t: ReturnType<typeof useLingui>['t']) {
  if (!from || !to) return t`Elige las dos fechas del periodo.`;
  if (to < from) return t`La fecha final no puede ser anterior a la inicial.`;
  if (daysOf(from, to) > MAX_RANGE_DAYS) return t`El periodo puede ser de hasta tres años.`;
  return null;
}

/** The range and the product, applied together with "Aplicar" (or Enter), so each report is asked for once. */
export function ReportFiltersForm({
  filters,
  onApply,
}: {
  filters: ReportFilters;
  onApply: (filters: ReportFilters) => void;
}) {
  const { t } = useLingui();
  const [from, setFrom] = useState<string | null>(filters.from);
  const [to, setTo] = useState<string | null>(filters.to);
  const [product, setProduct] = useState(filters.product ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const products = useQuery(reportProductsQuery);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to, t);
    setProblem(found);
    if (!found && from && to) onApply({ from, to, product: product || undefined });
  };

  return (
    <form onSubmit={apply} aria-label={t`Filtros de los reportes`} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DateField label={t`Desde`} value={from} onChange={setFrom} miw={170} />
        <DateField label={t`Hasta`} value={to} onChange={setTo} miw={170} />
        <NativeSelect
          label={t`Producto`}
          value={product}
          onChange={(event) => setProduct(event.currentTarget.value)}
          miw={220}
          style={{ flex: 1 }}
          data={[
            { value: '', label: t`Todos los productos` },
            ...(products.data ?? []).map((p) => ({ value: p.id, label: p.name })),
          ]}
        />
        <Button type="submit">
          <Trans>Aplicar</Trans>
        </Button>
      </Group>
      {problem ? (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {problem}
        </Text>
      ) : null}
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { type CommissionModel, commissionPercent } from '../../machines/netAmount.ts';

interface CommissionModelChoiceProps {
  value: CommissionModel | null;
  onChange: (model: CommissionModel) => void;
  error?: string | undefined;
}

/** SPEC §9 commission models: 1 the provider manages the bookings, 2 the platform does. */
export function CommissionModelChoice({ value, onChange, error }: CommissionModelChoiceProps) {
  const { t } = useLingui();
  const own = commissionPercent(1);
  const managed = commissionPercent(2);
  return (
    <Radio.Group
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next) as CommissionModel)}
      label={t`¿Quién gestiona tus reservas?`}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
        <Radio.Card value="1" p="md" radius="md" aria-label={t`Tú gestionas (${own} %)`}>
          <Stack gap={4}>
            <Radio.Indicator />
            <Text fw={600}>
              <Trans>Tú gestionas ({own} %)</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>
                Tú atiendes a los viajeros y confirmas cada reserva; pagas una comisión del {own} % sobre tu
                neto.
              </Trans>
            </Text>
          </Stack>
        </Radio.Card>
        <Radio.Card value="2" p="md" radius="md" aria-label={t`Nosotros gestionamos (${managed} %)`}>
          <Stack gap={4}>
            <Radio.Indicator />
            <Text fw={600}>
              <Trans>Nosotros gestionamos ({managed} %)</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>
                Nuestro equipo atiende a los viajeros y gestiona las reservas por ti; la comisión es del{' '}
                {managed} % sobre tu neto.
              </Trans>
            </Text>
          </Stack>
        </Radio.Card>
      </SimpleGrid>
    </Radio.Group>
  );
}

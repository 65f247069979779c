import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { PayoutMissing } from '../../../machines/payoutRules.ts';
import { ownUserId, paymentProfileQuery } from '../../api/paymentQueries.ts';
import { AnchorLink } from '../../ui/RouterLinks.tsx';

const ITEMS = {
  payment_method: { label: msg`Elegir tu país y método de pago`, to: '/edit-information-payment' },
  beneficiary: { label: msg`Agregar la cuenta donde recibirás los pagos`, to: '/edit-information-transfer' },
  tax_register: { label: msg`Completar tus datos fiscales`, to: '/tax-setup' },
} as const satisfies Record<PayoutMissing, { label: unknown; to: string }>;

/**
 * "Before you can be paid" (issue 15): what is missing for a payout, each a link to its screen; nothing at all
 * once everything is in place (or while it is being checked).
 */
export function PayoutMissingCard() {
  const { _ } = useLingui();
  const profile = useQuery(paymentProfileQuery(ownUserId()));
  if (profile.isPending) return null;
  if (profile.isError) {
    return (
      <Card withBorder radius="md" padding="md" component="article">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            <Trans>No se pudo comprobar si te falta algún dato para recibir pagos.</Trans>
          </Text>
          <Button variant="light" size="xs" onClick={() => void profile.refetch()}>
            <Trans>Reintentar</Trans>
          </Button>
        </Group>
      </Card>
    );
  }
  const missing = profile.data.missing;
  if (missing.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby="dashboard-payout-title">
      <Group wrap="nowrap" gap="md" align="flex-start">
        <ThemeIcon variant="light" color="orange" size={44} radius="md" aria-hidden>
          <IconCash size={24} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={600} id="dashboard-payout-title">
            <Trans>Antes de recibir pagos</Trans>
          </Text>
          <List size="sm" spacing={2}>
            {missing.map((item) => (
              <List.Item key={item}>
                <AnchorLink to={ITEMS[item].to}>{_(ITEMS[item].label)}</AnchorLink>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Group>
    </Card>
  );
}

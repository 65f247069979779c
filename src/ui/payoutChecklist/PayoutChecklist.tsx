import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { PayoutMissing } from '../../../machines/payoutRules.ts';
import { ownUserId, paymentProfileQuery } from '../../api/paymentQueries.ts';
import { AnchorLink } from '../RouterLinks.tsx';

/** Each missing piece, what it is called and where it is filled in. */
const ITEMS = {
  payment_method: { label: msg`Elige tu país y método de pago`, to: '/edit-information-payment' },
  beneficiary: {
    label: msg`Agrega los datos de la cuenta donde recibirás los pagos`,
    to: '/edit-information-transfer',
  },
  tax_register: { label: msg`Completa tus datos fiscales`, to: '/tax-setup' },
} as const satisfies Record<PayoutMissing, { label: unknown; to: string }>;

interface PayoutChecklistProps {
  /** What is missing, when the caller already holds the payment profile; else the checklist reads it. */
  missing?: readonly PayoutMissing[];
  /** The heading's level inside the caller's page. */
  headingOrder?: 2 | 3;
}

/**
 * "Before you can be paid": what stands between the provider and a payout, each a link to the screen that
 * fills it in. Nothing is shown once everything is in place.
 */
export function PayoutChecklist({ missing, headingOrder = 2 }: PayoutChecklistProps) {
  const { _ } = useLingui();
  const profile = useQuery({ ...paymentProfileQuery(ownUserId()), enabled: missing === undefined });
  if (missing !== undefined) return <Checklist missing={missing} headingOrder={headingOrder} />;
  if (profile.isPending) return <Skeleton height={96} radius="md" aria-label={_(msg`Cargando`)} />;
  if (profile.isError) {
    return (
      <Alert
        color="red"
        role="alert"
        title={<Trans>No se pudo comprobar qué falta para recibir pagos</Trans>}
      >
        <Button variant="light" color="red" size="xs" onClick={() => void profile.refetch()}>
          <Trans>Reintentar</Trans>
        </Button>
      </Alert>
    );
  }
  return <Checklist missing={profile.data.missing} headingOrder={headingOrder} />;
}

function Checklist({ missing, headingOrder }: { missing: readonly PayoutMissing[]; headingOrder: 2 | 3 }) {
  const { _ } = useLingui();
  const titleId = useId();
  if (missing.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      // A white card with an orange edge: links keep their 4.5:1 contrast, which a tinted background loses.
      style={{ borderLeft: '4px solid var(--mantine-color-orange-6)' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconAlertCircle size={22} aria-hidden color="var(--mantine-color-orange-filled)" />
        <Stack gap="xs">
          <Title order={headingOrder} size="h5" id={titleId}>
            <Trans>Antes de recibir pagos</Trans>
          </Title>
          <Text size="sm">
            <Trans>Para que podamos pagarte, falta:</Trans>
          </Text>
          <List size="sm" spacing={4}>
            {missing.map((item) => (
              <List.Item key={item}>
                <AnchorLink to={ITEMS[item].to}>{_(ITEMS[item].label)}</AnchorLink>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Group>
    </Paper>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { StatusBadge } from './StatusBadge.tsx';

/** The legend dialog's body: what the three statuses mean (SPEC §3): hidden, in revision, published. */
export function StatusLegend({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap="md">
      <List spacing="sm" listStyleType="none" p={0}>
        <List.Item>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <StatusBadge status={1} />
            <Text size="sm">
              <Trans>
                Nadie lo ve en el sitio. Enciende el interruptor cuando todos sus pasos estén completos.
              </Trans>
            </Text>
          </Group>
        </List.Item>
        <List.Item>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <StatusBadge status={2} />
            <Text size="sm">
              <Trans>Nuestro equipo lo está revisando; te avisaremos si necesita cambios.</Trans>
            </Text>
          </Group>
        </List.Item>
        <List.Item>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <StatusBadge status={3} />
            <Text size="sm">
              <Trans>Los viajeros lo ven y pueden reservarlo. Si lo editas, vuelve a revisión.</Trans>
            </Text>
          </Group>
        </List.Item>
      </List>
      <Group justify="flex-end">
        <Button onClick={onClose}>
          <Trans>Entendido</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

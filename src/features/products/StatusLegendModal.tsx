import { Trans } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { StatusBadge } from './StatusBadge.tsx';

const SEEN_KEY = 'portal.productStatusLegendSeen';
/** SPEC §9: the legend shows itself 5 s after the first visit. */
export const LEGEND_DELAY_MS = 5_000;

/** The legend opens by itself once per browser, and whenever the help button asks. */
export function useStatusLegend() {
  const [opened, handlers] = useDisclosure(false);
  const { open } = handlers;
  useEffect(() => {
    if (globalThis.localStorage?.getItem(SEEN_KEY)) return;
    const timer = setTimeout(() => {
      globalThis.localStorage?.setItem(SEEN_KEY, '1');
      open();
    }, LEGEND_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return [opened, handlers] as const;
}

/** What the three statuses mean (SPEC §3): hidden, in revision, published. */
export function StatusLegendModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Trans>Estados de tus productos</Trans>}
      size={550}
      centered
    >
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
    </Modal>
  );
}

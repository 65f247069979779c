import { Plural, Trans } from '@lingui/react/macro';
import { List, Modal, Text } from '@mantine/core';
import type { Reservation } from './reservationQueries.ts';

interface CancellationPoliciesModalProps {
  opened: boolean;
  policies: Reservation['cancellation_policies'];
  onClose: () => void;
}

/** The reservation's cancellation policies, in a modal opened from the reservation card (SPEC §2). */
export function CancellationPoliciesModal({ opened, policies, onClose }: CancellationPoliciesModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Trans>Políticas de cancelación</Trans>} centered>
      {policies.length === 0 ? (
        <Text c="dimmed">
          <Trans>Este producto no tiene políticas de cancelación.</Trans>
        </Text>
      ) : (
        <List spacing="sm">
          {policies.map((policy) => {
            const days = policy.noDays;
            const percent = policy.percentDiscount;
            return (
              <List.Item key={policy._id}>
                <Text fw={600}>{policy.title}</Text>
                <Text size="sm" c="dimmed">
                  <Plural
                    value={days}
                    one={`Con # día de anticipación: ${percent} %`}
                    other={`Con # días de anticipación: ${percent} %`}
                  />
                </Text>
              </List.Item>
            );
          })}
        </List>
      )}
    </Modal>
  );
}

import { Plural, Trans } from '@lingui/react/macro';
import { Button, List, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Reservation } from './reservationQueries.ts';

/** The reservation's cancellation policies, in a modal opened from the reservation card (SPEC §2). */
export function CancellationPoliciesButton({ policies }: { policies: Reservation['cancellation_policies'] }) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={modal.open} w="fit-content">
        <Trans>Ver políticas de cancelación</Trans>
      </Button>
      <Modal opened={opened} onClose={modal.close} title={<Trans>Políticas de cancelación</Trans>} centered>
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
    </>
  );
}

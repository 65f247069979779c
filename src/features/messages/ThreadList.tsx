import { Trans, useLingui } from '@lingui/react/macro';
import {
  Avatar,
  Box,
  Group,
  Indicator,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { isUnread } from '../../../machines/messageThread.rules.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { UnstyledLink } from '../../ui/RouterLinks.tsx';
import type { MessageThread } from './chatQueries.ts';
import { relativeTime } from './chatTimes.ts';

/** Relative times ("hace 5 min") move on by themselves. */
const CLOCK_MS = 60_000;

/** Arrow keys, Home and End move between the threads, as in any list of choices. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-thread]')];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = {
    ArrowDown: Math.min(index + 1, links.length - 1),
    ArrowUp: Math.max(index - 1, 0),
    Home: 0,
    End: links.length - 1,
  }[event.key];
  if (next === undefined || links.length === 0) return;
  event.preventDefault();
  links[next]?.focus();
}

function ThreadItem({
  thread,
  me,
  selected,
  now,
}: {
  thread: MessageThread;
  me: string;
  selected: boolean;
  now: number;
}) {
  const { t } = useLingui();
  const unread = isUnread(thread, me);
  const { contact, message, online } = thread;
  const name = contact.name;
  const previewId = `thread-${thread.thread_id}-preview`;
  const timeId = `thread-${thread.thread_id}-time`;
  const text = message?.message ?? '';
  const preview = message
    ? message.created_by_user_id === me
      ? t`Tú: ${text}`
      : text
    : t`Sin mensajes todavía`;

  return (
    <UnstyledLink
      to="/message"
      search={{ thread: thread.thread_id }}
      data-thread={thread.thread_id}
      // The router marks the open thread's link aria-current="page": only this exact ?thread= counts.
      activeOptions={{ exact: true, includeSearch: true }}
      aria-label={unread ? t`${name}, sin leer` : name}
      aria-describedby={message ? `${previewId} ${timeId}` : previewId}
      display="block"
      px="sm"
      py={10}
      bg={selected ? 'var(--mantine-primary-color-light)' : unread ? 'gray.0' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <Indicator
          disabled={!online}
          color="teal"
          position="bottom-end"
          offset={5}
          size={11}
          withBorder
          aria-hidden
        >
          <Avatar src={contact.picture} alt="" name={name} color="initials" radius="xl" size={42} />
        </Indicator>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={unread ? 700 : 500} size="sm" truncate>
              {name}
            </Text>
            {message ? (
              <Text
                id={timeId}
                size="xs"
                c={unread ? 'var(--mantine-primary-color-filled)' : 'dimmed'}
                fw={unread ? 600 : 400}
                style={{ flexShrink: 0 }}
              >
                {relativeTime(message.createdAt, currentLanguage(), now)}
              </Text>
            ) : null}
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text id={previewId} size="sm" c={unread ? 'dark.7' : 'dimmed'} fw={unread ? 600 : 400} truncate>
              {online ? <VisuallyHidden component="span">{t`En línea`}. </VisuallyHidden> : null}
              {preview}
            </Text>
            {unread ? (
              <Box
                w={10}
                h={10}
                bg="var(--mantine-primary-color-filled)"
                style={{ borderRadius: '50%', flexShrink: 0 }}
                data-testid="unread-dot"
              />
            ) : null}
          </Group>
        </Box>
      </Group>
    </UnstyledLink>
  );
}

/** The person's threads, latest first (SPEC §2 Messages, left pane). */
export function ThreadList({
  threads,
  me,
  selectedId,
}: {
  threads: MessageThread[];
  me: string;
  selectedId: string | undefined;
}) {
  const { t } = useLingui();
  const [now, setNow] = useState(Date.now);
  const clock = useInterval(() => setNow(Date.now()), CLOCK_MS);
  useEffect(() => {
    clock.start();
    return clock.stop;
  }, [clock]);

  if (threads.length === 0) {
    return (
      <Stack align="center" gap="sm" p="lg" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMessages size={28} />
        </ThemeIcon>
        <Text fw={600}>
          <Trans>Aún no tienes conversaciones</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            Cuando un viajero te escriba, o abras el chat desde una reserva, la conversación aparecerá aquí.
          </Trans>
        </Text>
      </Stack>
    );
  }

  return (
    <Stack
      component="ul"
      gap={2}
      p={6}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t`Conversaciones`}
      onKeyDown={moveFocus}
    >
      {threads.map((thread) => (
        <li key={thread.thread_id}>
          <ThreadItem thread={thread} me={me} selected={thread.thread_id === selectedId} now={now} />
        </li>
      ))}
    </Stack>
  );
}

export function ThreadListSkeleton() {
  return (
    <Stack gap="md" p="sm" aria-hidden>
      {[0, 1, 2, 3].map((row) => (
        <Group key={row} wrap="nowrap" gap="sm">
          <Skeleton circle h={42} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={12} w="60%" />
            <Skeleton h={10} w="85%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

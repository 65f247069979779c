import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Center, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockHour4, IconShieldLock } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { type UnsentMessage, useUnsentMessages } from './chatOutbox.ts';
import { type ChatMessage, loadOlderMessages, threadMessagesQuery } from './chatQueries.ts';
import { messageTime } from './chatTimes.ts';

function Bubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  return (
    <Box
      component="li"
      data-mine={mine || undefined}
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: 'min(80%, 560px)' }}
    >
      <Paper
        px="sm"
        py={6}
        radius="lg"
        bg={mine ? 'var(--mantine-primary-color-filled)' : 'white'}
        c={mine ? 'white' : undefined}
        withBorder={!mine}
        style={mine ? { borderBottomRightRadius: 4 } : { borderBottomLeftRadius: 4 }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        {message.message_blocked ? (
          <Group gap={4} mt={4} wrap="nowrap">
            <IconShieldLock size={14} aria-hidden />
            <Text size="xs" fs="italic">
              <Trans>Se ocultaron datos de contacto</Trans>
            </Text>
          </Group>
        ) : null}
      </Paper>
      <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'} mt={2} px={4}>
        <time dateTime={message.time}>{messageTime(message.time, currentLanguage())}</time>
      </Text>
    </Box>
  );
}

/** A reply typed without a connection, waiting in the outbox (issue 32): its text kept, said to be pending. */
function UnsentBubble({ message }: { message: UnsentMessage }) {
  return (
    <Box component="li" data-unsent style={{ alignSelf: 'flex-end', maxWidth: 'min(80%, 560px)' }}>
      <Paper
        px="sm"
        py={6}
        radius="lg"
        withBorder
        bg="gray.1"
        style={{ borderBottomRightRadius: 4, borderStyle: 'dashed' }}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
      </Paper>
      <Group gap={4} justify="flex-end" mt={2} px={4} wrap="nowrap">
        <IconClockHour4 size={14} aria-hidden />
        <Text size="xs" c="dimmed">
          <Trans>Pendiente de envío</Trans>
        </Text>
      </Group>
    </Box>
  );
}

export function MessageLogSkeleton() {
  return (
    <Stack gap="sm" p="md" aria-hidden>
      <Skeleton h={36} w="55%" radius="lg" />
      <Skeleton h={36} w="40%" radius="lg" style={{ alignSelf: 'flex-end' }} />
      <Skeleton h={52} w="60%" radius="lg" />
    </Stack>
  );
}

/** The conversation's messages, oldest at the top; it follows the newest as they arrive. */
export function MessageLog({
  me,
  threadId,
  contactName,
}: {
  me: string;
  threadId: string;
  contactName: string;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(threadMessagesQuery(me, threadId));
  const viewport = useRef<HTMLDivElement>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const items = query.data?.items;
  const newest = items?.at(-1)?.message_id;
  // One the server has already stored (delivered before its send's answer) shows once, as stored.
  const unsent = useUnsentMessages(me, threadId).filter(
    (waiting) => !items?.some((stored) => stored.client_id === waiting.clientId),
  );

  useEffect(() => {
    const element = viewport.current;
    if ((newest || unsent.length > 0) && element) element.scrollTop = element.scrollHeight;
  }, [newest, unsent.length]);

  // SPEC §8: a chat load failure is a connection error with its status.
  if (query.isError && !query.data) {
    return (
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <LoadFailure
          failure={asFailure(query.error)}
          reset={() => void query.refetch()}
          title={<Trans>Error de conexión</Trans>}
        />
      </Box>
    );
  }
  if (!items) {
    return (
      <Box style={{ flex: 1, minHeight: 0 }}>
        <MessageLogSkeleton />
      </Box>
    );
  }

  const loadOlder = async () => {
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      await loadOlderMessages(queryClient, me, threadId);
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <Box ref={viewport} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} bg="gray.0">
      {query.data?.hasOlder ? (
        <Center pt="sm">
          <Button variant="subtle" size="xs" loading={loadingOlder} onClick={() => void loadOlder()}>
            {olderFailed ? (
              <Trans>Error de conexión: reintentar</Trans>
            ) : (
              <Trans>Cargar mensajes anteriores</Trans>
            )}
          </Button>
        </Center>
      ) : null}
      {items.length === 0 && unsent.length === 0 ? (
        <Text c="dimmed" ta="center" size="sm" p="lg">
          <Trans>Aún no hay mensajes. Escribe el primero.</Trans>
        </Text>
      ) : null}
      {/* The log wraps the list: a role on the <ol> itself would take its list semantics from its items. */}
      <div role="log" aria-label={t`Mensajes con ${contactName}`} aria-live="polite">
        <Stack component="ol" gap="xs" p="md" m={0} style={{ listStyle: 'none' }}>
          {items.map((message) => (
            <Bubble key={message.message_id} message={message} mine={message.created_by_user_id === me} />
          ))}
          {unsent.map((message) => (
            <UnsentBubble key={message.clientId} message={message} />
          ))}
        </Stack>
      </div>
    </Box>
  );
}

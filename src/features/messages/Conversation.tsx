import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Avatar, Box, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { messageThreadMachine } from '../../../machines/messageThread.machine.ts';
import { isProductRole, ROLE } from '../../../machines/roles.ts';
import { onRealtimeMessage, sendChatMessage } from '../../api/realtime.ts';
import { companyDomainOf, publicConfigQuery } from '../../api/sharedQueries.ts';
import { afterDraw } from '../../ui/afterDraw.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { Composer } from './Composer.tsx';
import { ConversationMenuButton } from './ConversationMenuButton.tsx';
import { isThreadInView, showingThread } from './chatNotifications.ts';
import { queueUnsent } from './chatOutbox.ts';
import { type MessageThread, markThreadSeen, recordMessage, recordThread } from './chatQueries.ts';
import { MessageLog } from './MessageLog.tsx';

/** A send's id, so a retry after a lost answer is stored once; `crypto.randomUUID` needs a secure origin. */
function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** SPEC §1 roles as the conversation header names them. */
function roleName(role: number): MessageDescriptor | null {
  if (role === ROLE.operator) return msg`Soporte`;
  if (role === ROLE.traveler) return msg`Viajero`;
  if (isProductRole(role)) return msg`Proveedor`;
  return null;
}

/** The conversation's options; its menu's code comes after the conversation has drawn. */
const ConversationMenu = afterDraw(() =>
  import('./ConversationMenu.tsx').then((module) => module.ConversationMenu),
);

/**
 * One open conversation (SPEC §2 Messages, right pane), driven by the chat thread machine: opening it
 * marks it seen, a draft with contact details warns, a failed send keeps the draft.
 */
export function Conversation({ thread, me }: { thread: MessageThread; me: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const composer = useRef<HTMLTextAreaElement>(null);
  // The draft being sent and its client id: sending the same draft again reuses the id.
  const sending = useRef<{ text: string; clientId: string } | null>(null);
  const threadId = thread.thread_id;
  const { contact } = thread;
  const role = roleName(contact.role);
  const roleNameText = role ? i18n._(role) : null;

  const { data: config } = useQuery(publicConfigQuery);
  const [snapshot, send, thread$] = useMachine(
    messageThreadMachine.provide({
      actors: {
        markSeen: fromPromise(async ({ input }) => {
          const seen = await markThreadSeen(input.threadId);
          recordThread(queryClient, me, seen);
          return seen;
        }),
        sendMessage: fromPromise(async ({ input }) => {
          if (sending.current?.text !== input.text) {
            sending.current = { text: input.text, clientId: newClientId() };
          }
          const stored = await sendChatMessage({
            threadId: input.threadId,
            text: input.text,
            blocked: input.blocked,
            clientId: sending.current.clientId,
          });
          sending.current = null;
          recordMessage(queryClient, me, stored);
          return stored;
        }),
      },
    }),
    { input: { thread, me, allowedDomain: companyDomainOf(config?.marketplace_url) } },
  );

  // A send that found no connection goes to the outbox with the client id it was tried with: when the connection
  // returns it goes again under that id (RealtimeConnection flushes the outbox), so it is stored once (issue 32).
  useEffect(() => {
    const queued = thread$.on('message.queued', ({ request }) => {
      const clientId = sending.current?.text === request.text ? sending.current.clientId : newClientId();
      sending.current = null;
      queueUnsent(me, {
        clientId,
        threadId: request.threadId,
        text: request.text,
        blocked: request.blocked,
        queuedAt: new Date().toISOString(),
      });
    });
    return () => queued.unsubscribe();
  }, [thread$, me]);

  useEffect(() => {
    send({ type: 'thread.open' });
    showingThread(threadId);
    composer.current?.focus();
    return () => showingThread(null);
  }, [send, threadId]);

  // What arrives while the page is hidden waits: it is not seen until the person comes back.
  useEffect(() => {
    const waiting: { message: string; createdAt: string; created_by_user_id: string }[] = [];
    const deliver = () => {
      for (const message of waiting.splice(0)) send({ type: 'message.receive', message });
    };
    const stop = onRealtimeMessage((message) => {
      if (message.thread_id !== threadId) return;
      waiting.push({
        message: message.message,
        createdAt: message.time,
        created_by_user_id: message.created_by_user_id,
      });
      if (isThreadInView(threadId)) deliver();
    });
    const onVisible = () => {
      if (isThreadInView(threadId)) deliver();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [send, threadId]);

  return (
    <Box
      component="section"
      aria-labelledby="conversation-title"
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Group
        wrap="nowrap"
        gap="sm"
        px="sm"
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <ButtonLink
          to="/message"
          search={{}}
          variant="subtle"
          color="gray"
          px={8}
          hiddenFrom="sm"
          aria-label={t`Volver a las conversaciones`}
        >
          <IconArrowLeft size={18} />
        </ButtonLink>
        <Avatar src={contact.picture} alt="" name={contact.name} color="initials" radius="xl" size={38} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h5" id="conversation-title" lineClamp={1}>
            {contact.name}
          </Title>
          <Text size="xs" c={thread.online ? 'teal.8' : 'dimmed'}>
            {[roleNameText, thread.online ? t`En línea` : t`Desconectado`].filter(Boolean).join(' · ')}
          </Text>
        </Box>
        <ConversationMenu
          thread={thread}
          me={me}
          standIn={(press, pressed) => <ConversationMenuButton onClick={press} aria-busy={pressed} />}
        />
      </Group>
      <MessageLog me={me} threadId={threadId} contactName={contact.name} />
      <Composer snapshot={snapshot} send={send} inputRef={composer} />
    </Box>
  );
}

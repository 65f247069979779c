import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconCircleCheck, IconMessage, IconMessageReport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ChatMessage, ProductListItem, Reservation } from '../../../openapi/realtime.ts';
import { api } from '../../api/client.ts';
import { sendChatMessage } from '../../api/realtime.ts';
import { useSession } from '../../api/session.ts';
import { refreshProducts, refreshReservations } from '../../api/sharedQueries.ts';
import { productLabel } from '../../ui/productLabel.ts';
import { beep, isThreadInView, showBrowserNotification } from './chatNotifications.ts';
import { flushOutbox, forgetUnsent } from './chatOutbox.ts';
import { recordMessage, refreshConversations, refreshThreads, threadListQuery } from './chatQueries.ts';
import { connectRealtime } from './realtimeSocket.ts';

/** How long a toast stays when nobody closes it. */
const TOAST_MS = 8000;

/** Status ids of the review decisions (docs/decisions.md, Products): approved publishes, sent back hides. */
const PUBLISHED = 3;
const HIDDEN = 1;

/**
 * The signed-in person's live connection (SPEC §7 Chat): one socket while the session lasts, feeding the
 * thread list, the conversations, the reservations and the products' statuses, and telling the person what
 * arrived. Renders nothing.
 */
export function RealtimeConnection() {
  const { i18n } = useLingui();
  const session = useSession();
  const token = session?.token;
  const me = session?.user._id;
  const queryClient = useQueryClient();
  const router = useRouter();
  // The socket outlives renders; its handlers read the current language and router through this.
  const latest = useRef({ i18n, router });
  latest.current = { i18n, router };

  useEffect(() => {
    if (!token || !me) return;

    // A link inside a toast: the toasts render outside the router, so it navigates by hand.
    const toastLink = (label: string, href: string, id: string) => (
      <Anchor
        href={href}
        size="sm"
        onClick={(event) => {
          event.preventDefault();
          notifications.hide(id);
          void latest.current.router.history.push(href);
        }}
      >
        {label}
      </Anchor>
    );

    const threadHref = (threadId: string) =>
      latest.current.router.buildLocation({ to: '/message', search: { thread: threadId } }).href;

    const announceMessage = (message: ChatMessage) => {
      const open = () => void latest.current.router.history.push(threadHref(message.thread_id));
      if (showBrowserNotification(message, open)) return;
      const { i18n } = latest.current;
      const id = `chat-${message.message_id}`;
      notifications.show({
        id,
        title: message.name_sender,
        icon: <IconMessage size={18} />,
        autoClose: TOAST_MS,
        message: (
          <Stack gap={4}>
            <Text size="sm" lineClamp={3}>
              {message.message}
            </Text>
            {toastLink(i18n._(msg`Abrir conversación`), threadHref(message.thread_id), id)}
          </Stack>
        ),
      });
      beep();
    };

    const announceReservation = (reservation: Reservation) => {
      const { i18n, router } = latest.current;
      const code = reservation.reservation_no;
      const id = `reservation-${reservation._id}`;
      const href = router.buildLocation({ to: '/reservation/$id', params: { id: reservation._id } }).href;
      notifications.show({
        id,
        color: 'green',
        icon: <IconCalendarPlus size={18} />,
        title: i18n._(msg`Nueva reserva ${code}`),
        autoClose: TOAST_MS,
        message: (
          <Stack gap={4}>
            <Text size="sm">
              {productLabel(reservation.product.name, reservation.product.property?.name)}
            </Text>
            {toastLink(i18n._(msg`Ver reserva`), href, id)}
          </Stack>
        ),
      });
    };

    /** A review decision on one of the provider's products: published, or sent back with the reason. */
    const announceProductStatus = (product: ProductListItem) => {
      const status = product.tb_gcm_status._id;
      if (status !== PUBLISHED && status !== HIDDEN) return;
      const { i18n, router } = latest.current;
      const { name } = product;
      const id = `product-status-${product._id}-${product.updated_at}`;
      const href = router.buildLocation({ to: '/my-products/$id', params: { id: product._id } }).href;
      const published = status === PUBLISHED;
      notifications.show({
        id,
        color: published ? 'green' : 'orange',
        icon: published ? <IconCircleCheck size={18} /> : <IconMessageReport size={18} />,
        title: published
          ? i18n._(msg`Tu producto ${name} fue publicado`)
          : i18n._(msg`Tu producto ${name} fue devuelto`),
        autoClose: TOAST_MS,
        message: (
          <Stack gap={4}>
            {product.review_reason ? (
              <Text size="sm" lineClamp={3}>
                {product.review_reason}
              </Text>
            ) : null}
            {toastLink(i18n._(msg`Ver producto`), href, id)}
          </Stack>
        ),
      });
    };

    // The replies typed without a connection (issue 32) go when it returns: the browser's `online`, the socket
    // connecting again, and now (a reload with some waiting). Each under its first client id: stored once.
    const flush = () =>
      void flushOutbox(
        me,
        (unsent) =>
          sendChatMessage({
            threadId: unsent.threadId,
            text: unsent.text,
            blocked: unsent.blocked,
            clientId: unsent.clientId,
          }),
        (stored) => {
          if (!recordMessage(queryClient, me, stored)) void refreshThreads(queryClient, me);
        },
      );
    window.addEventListener('online', flush);
    flush();

    const disconnect = connectRealtime(token, {
      threads: (threads) => queryClient.setQueryData(threadListQuery(me).queryKey, threads),
      message: (message) => {
        if (message.client_id && message.created_by_user_id === me) forgetUnsent(me, message.client_id);
        if (!recordMessage(queryClient, me, message)) void refreshThreads(queryClient, me);
        if (message.created_by_user_id !== me && !isThreadInView(message.thread_id)) {
          announceMessage(message);
        }
      },
      reservation: (reservation) => {
        void refreshReservations(queryClient);
        announceReservation(reservation);
      },
      // The card in My products and the step grid read again: the new status, slug and reason.
      productStatus: (product) => {
        void refreshProducts(queryClient);
        announceProductStatus(product);
      },
      resynced: () => {
        void refreshConversations(queryClient, me);
        flush();
      },
      reconnected: () => {
        void refreshProducts(queryClient);
        void refreshReservations(queryClient);
        flush();
      },
      // A 401 here clears the session (the client's middleware); a session still alive changes nothing.
      sessionInDoubt: () => void api.GET('/users/me'),
    });
    return () => {
      window.removeEventListener('online', flush);
      disconnect();
    };
  }, [token, me, queryClient]);

  return null;
}

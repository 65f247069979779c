import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { connected, freshTraveler, simulateMessage } from './messagesHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

// The chat of this file's own copy of empresa@demo.gt: the file writes to its seeded threads, in order;
// everything else it does goes through travelers made up for the test (server/db/seedChat.ts holds the seed).
const cast = fileCast();
const PROVIDER = cast.company;
const TRAVELER = 'María José Cifuentes';
const SUPPORT = 'Sofía Méndez';

let provider: Session;

beforeAll(async () => {
  await activateLanguage('es');
});
beforeEach(async () => {
  localStorage.clear();
  provider = await signInAs(PROVIDER);
});
afterEach(() => clearSession());

const serverThreads = async () => unwrap(await api.GET('/api/chat/conversation')).data;
const serverMessages = async (threadId: string) =>
  unwrap(await api.GET('/api/chat/messages/{threadId}', { params: { path: { threadId } } })).data;
const threadList = () => screen.findByRole('list', { name: 'Conversaciones' });
const sideMenu = () => screen.findByRole('navigation', { name: 'Menú principal' });
const composer = () => screen.findByRole('textbox', { name: 'Escribe un mensaje' });

/** The side menu's messages entry says how many threads are unread, as the server counts them. */
async function expectBadgeToMatchServer() {
  const unread = (await serverThreads()).filter(
    (t) => t.message && t.message.created_by_user_id !== provider.user._id && !t.seen,
  ).length;
  const name =
    unread > 0 ? `Mensajes ${unread} ${unread === 1 ? 'mensaje' : 'mensajes'} sin leer` : 'Mensajes';
  await waitFor(async () => expect(within(await sideMenu()).getByRole('link', { name })).toBeInTheDocument());
  return unread;
}

describe('/message with the seeded threads', () => {
  it('lists the threads, the unread one highlighted and counted in the side menu', async () => {
    await renderApp('/message');
    const list = await threadList();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([`${TRAVELER}, sin leer`, SUPPORT]);
    const [traveler, support] = links as [HTMLElement, HTMLElement];
    expect(traveler).toHaveAccessibleDescription(/Llegaremos cerca de las 21:00/);
    expect(within(traveler).getByTestId('unread-dot')).toBeInTheDocument();
    expect(support).toHaveAccessibleDescription(/Tú: Gracias, ya publiqué la Casa del Lago/);
    expect(within(support).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.getByText('Selecciona una conversación')).toBeInTheDocument();
    expect(await expectBadgeToMatchServer()).toBe(1);
  });

  it('opens the unread thread with the keyboard: marked seen on screen, in the badge and on the server', async () => {
    const user = userEvent.setup();
    await renderApp('/message');
    const list = await threadList();
    within(list).getByRole('link', { name: SUPPORT }).focus();
    await user.keyboard('{ArrowUp}');
    expect(within(list).getByRole('link', { name: `${TRAVELER}, sin leer` })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { level: 2, name: TRAVELER })).toBeInTheDocument();
    // The header says who the contact is, and whether they are connected.
    expect(screen.getByText(/^Viajero · (En línea|Desconectado)$/)).toBeInTheDocument();
    const log = await screen.findByRole('log', { name: `Mensajes con ${TRAVELER}` });
    expect(await within(log).findByText(/Llegaremos cerca de las 21:00/)).toBeInTheDocument();
    expect(
      within(log)
        .getByText(/Sí, hay espacio para dos vehículos/)
        .closest('li'),
    ).toHaveAttribute('data-mine', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveFocus());

    await waitFor(() => expect(within(list).getByRole('link', { name: TRAVELER })).toBeInTheDocument());
    expect(within(list).getByRole('link', { name: TRAVELER })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: SUPPORT })).not.toHaveAttribute('aria-current');
    expect(await expectBadgeToMatchServer()).toBe(0);
    const thread = (await serverThreads()).find((t) => t.contact.name === TRAVELER);
    expect(thread?.seen).toBe(true);
  });

  it('opens the chat with the client from a reservation (?to= becomes ?thread=)', async () => {
    const user = userEvent.setup();
    const list = unwrap(
      await api.GET('/api/bookings', {
        params: { query: { code: cast.reservation('GT-240101'), page: 1, results: 12 } },
      }),
    );
    const booking = list.data[0];
    if (!booking) throw new Error(`${cast.reservation('GT-240101')} is not seeded`);
    const { router } = await renderApp(`/reservation/${booking._id}`);
    const chat = await screen.findByRole('link', { name: 'Ir al chat' });
    const travelerId = unwrap(await api.GET('/api/bookings/{id}', { params: { path: { id: booking._id } } }))
      .info_user.user_id;
    expect(chat).toHaveAttribute('href', `/message?to=${travelerId}`);
    await user.click(chat);

    expect(await screen.findByRole('heading', { level: 2, name: TRAVELER })).toBeInTheDocument();
    const thread = (await serverThreads()).find((t) => t.contact.user_id === travelerId);
    await waitFor(() => expect(router.state.location.search).toEqual({ thread: thread?.thread_id }));
  });

  it('explains why there is no chat with a client who booked without an account', async () => {
    const list = unwrap(
      await api.GET('/api/bookings', {
        params: { query: { code: cast.reservation('GT-240094'), page: 1, results: 12 } },
      }),
    );
    const booking = list.data[0];
    if (!booking) throw new Error(`${cast.reservation('GT-240094')} is not seeded`);
    await renderApp(`/reservation/${booking._id}`);
    const chat = await screen.findByRole('button', { name: 'Ir al chat' });
    expect(chat).toBeDisabled();
    expect(chat).toHaveAccessibleDescription('El cliente reservó sin cuenta: escríbele por correo.');
    expect(screen.queryByRole('link', { name: 'Ir al chat' })).not.toBeInTheDocument();
  });
});

describe('a conversation', () => {
  it('sends with Enter (Shift+Enter is a new line); the message shows and is stored', async () => {
    const user = userEvent.setup();
    const first = await simulateMessage({
      provider_email: PROVIDER,
      traveler_email: freshTraveler('cuna'),
      message: '¿Tienen cuna para bebé?',
    });
    await renderApp(`/message?thread=${first.thread_id}`);
    await connected();
    const box = await composer();
    await user.type(box, 'Sí, tenemos una.{Shift>}{Enter}{/Shift}Se la dejamos armada.');
    expect(box).toHaveValue('Sí, tenemos una.\nSe la dejamos armada.');
    await user.keyboard('{Enter}');

    const log = await screen.findByRole('log', { name: `Mensajes con ${first.name_sender}` });
    const bubble = await within(log).findByText(/Se la dejamos armada\./);
    expect(bubble.closest('li')).toHaveAttribute('data-mine', 'true');
    expect(box).toHaveValue('');
    const stored = (await serverMessages(first.thread_id)).at(-1);
    expect(stored).toMatchObject({
      message: 'Sí, tenemos una.\nSe la dejamos armada.',
      created_by_user_id: provider.user._id,
      message_blocked: false,
    });
    expect(stored?.client_id).toBeTruthy();
    expect(within(log).getAllByText(/Se la dejamos armada\./)).toHaveLength(1);
  });

  it('warns about a phone number before sending; the message arrives masked and flagged', async () => {
    const user = userEvent.setup();
    const first = await simulateMessage({
      provider_email: PROVIDER,
      traveler_email: freshTraveler('telefono'),
      message: '¿Me pasa su número?',
    });
    await renderApp(`/message?thread=${first.thread_id}`);
    const box = await composer();
    await user.type(box, 'Llámeme al 5555-1234 mañana');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Tu mensaje incluye datos de contacto');
    expect(warning).toHaveTextContent('$1000');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    const log = await screen.findByRole('log', { name: `Mensajes con ${first.name_sender}` });
    const bubble = (await within(log).findByText('Llámeme al *** mañana')).closest('li') as HTMLElement;
    expect(within(bubble).getByText('Se ocultaron datos de contacto')).toBeInTheDocument();
    expect(screen.queryByText('Tu mensaje incluye datos de contacto')).not.toBeInTheDocument();
    const stored = (await serverMessages(first.thread_id)).at(-1);
    expect(stored).toMatchObject({ message: 'Llámeme al *** mañana', message_blocked: true });
    expect(JSON.stringify(await serverMessages(first.thread_id))).not.toContain('5555');
  });

  it('shows what the traveler writes live, in the open conversation and in the list; another thread gets a toast', async () => {
    const email = freshTraveler('vivo');
    const first = await simulateMessage({ provider_email: PROVIDER, traveler_email: email, message: 'Hola' });
    const { router } = await renderApp(`/message?thread=${first.thread_id}`);
    await connected();
    const log = await screen.findByRole('log', { name: `Mensajes con ${first.name_sender}` });
    await within(log).findByText('Hola');

    await simulateMessage({
      provider_email: PROVIDER,
      traveler_email: email,
      message: '¿A qué hora es el check-in?',
    });
    const live = await within(log).findByText('¿A qué hora es el check-in?');
    expect(live.closest('li')).not.toHaveAttribute('data-mine');
    const list = await threadList();
    // Read as it arrives: the open conversation is seen, on screen and on the server.
    await waitFor(() =>
      expect(within(list).getByRole('link', { name: first.name_sender })).toHaveAccessibleDescription(
        /¿A qué hora es el check-in\?/,
      ),
    );
    await waitFor(async () =>
      expect((await serverThreads()).find((t) => t.thread_id === first.thread_id)?.seen).toBe(true),
    );

    const other = await simulateMessage({
      provider_email: PROVIDER,
      traveler_email: freshTraveler('otro'),
      message: '¿Aceptan mascotas?',
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(other.name_sender);
    expect(toast).toHaveTextContent('¿Aceptan mascotas?');
    const newcomer = await within(list).findByRole('link', { name: `${other.name_sender}, sin leer` });
    expect(within(list).getAllByRole('link')[0]).toBe(newcomer);
    expect(within(log).queryByText('¿Aceptan mascotas?')).not.toBeInTheDocument();
    await expectBadgeToMatchServer();

    await userEvent.setup().click(within(toast).getByRole('link', { name: 'Abrir conversación' }));
    expect(await screen.findByRole('heading', { level: 2, name: other.name_sender })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ thread: other.thread_id });
  });

  it('keeps the draft and says why when the server refuses the message', async () => {
    const user = userEvent.setup();
    const [real] = await serverThreads();
    if (!real) throw new Error('no thread to copy');
    // A thread the list holds but the server does not know: the send is refused (404).
    const ghost = {
      ...real,
      thread_id: 'no-such-thread',
      seen: true,
      contact: { ...real.contact, name: 'Nadie' },
    };
    const key = ['chat', provider.user._id, 'threads'];
    const { queryClient } = await renderApp('/message');
    await threadList();
    const loaded = queryClient.getQueryState(key)?.dataUpdatedAt ?? 0;
    await connected();
    // The socket's own list follows its connection; the ghost goes in after it.
    await waitFor(() => expect(queryClient.getQueryState(key)?.dataUpdatedAt).toBeGreaterThan(loaded));
    queryClient.setQueryData(key, [ghost, ...(await serverThreads())]);
    await user.click(await screen.findByRole('link', { name: 'Nadie' }));
    const box = await composer();
    await user.type(box, 'Este mensaje no llegará{Enter}');

    const failure = (await screen.findByText('No se pudo enviar el mensaje')).closest('[role="alert"]');
    expect(failure).toHaveTextContent('Error 404');
    expect(failure).toHaveTextContent('Tu mensaje sigue aquí');
    expect(box).toHaveValue('Este mensaje no llegará');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('deletes a thread from its menu after confirming', async () => {
    const user = userEvent.setup();
    const first = await simulateMessage({
      provider_email: PROVIDER,
      traveler_email: freshTraveler('borrar'),
      message: 'Solo quería saludar',
    });
    const { router } = await renderApp(`/message?thread=${first.thread_id}`);
    await screen.findByRole('heading', { level: 2, name: first.name_sender });
    await user.click(screen.getByRole('button', { name: 'Opciones de la conversación' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar conversación', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar conversación' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));

    await waitFor(() => expect(router.state.location.search).toEqual({}));
    const list = await threadList();
    await waitFor(() =>
      expect(
        within(list).queryByRole('link', { name: new RegExp(first.name_sender) }),
      ).not.toBeInTheDocument(),
    );
    expect((await serverThreads()).some((t) => t.thread_id === first.thread_id)).toBe(false);
  });
});

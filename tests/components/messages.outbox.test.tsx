import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../openapi/realtime.ts';
import { ApiFailure } from '../../src/api/errors.ts';
import {
  flushOutbox,
  queueUnsent,
  type UnsentMessage,
  unsentMessages,
} from '../../src/features/messages/chatOutbox.ts';

/**
 * Issue 32: the replies sent without a connection wait in the browser's outbox (localStorage) and go, once each,
 * when it returns. The send is the test's: what goes over the socket or HTTP is the e2e's (notifications.spec.ts).
 */

const ME = 'outbox-tester';

const unsent = (clientId: string): UnsentMessage => ({
  clientId,
  threadId: 'thread-1',
  text: `Respuesta ${clientId}`,
  blocked: false,
  queuedAt: new Date().toISOString(),
});

const stored = (message: UnsentMessage) => ({ client_id: message.clientId }) as unknown as ChatMessage;

const noConnection = () => new ApiFailure(0, 'network', 'Sin conexión');

beforeEach(() => localStorage.clear());

describe('the chat outbox', () => {
  it('sends what waits after a flush that found nothing (the page flushes at start, before anything waits)', async () => {
    const sent: string[] = [];
    const send = async (message: UnsentMessage) => {
      sent.push(message.clientId);
      return stored(message);
    };
    await flushOutbox(ME, send, () => undefined);
    queueUnsent(ME, unsent('a'));
    await flushOutbox(ME, send, () => undefined);
    expect(sent).toEqual(['a']);
    expect(unsentMessages(ME)).toEqual([]);
  });

  it('keeps a reply that found no connection, in order, and sends it on the next flush', async () => {
    queueUnsent(ME, unsent('a'));
    queueUnsent(ME, unsent('b'));
    let online = false;
    const sent: string[] = [];
    const send = async (message: UnsentMessage) => {
      if (!online) throw noConnection();
      sent.push(message.clientId);
      return stored(message);
    };
    await flushOutbox(ME, send, () => undefined);
    expect(unsentMessages(ME).map((m) => m.clientId)).toEqual(['a', 'b']);
    online = true;
    await flushOutbox(ME, send, () => undefined);
    expect(sent).toEqual(['a', 'b']);
    expect(unsentMessages(ME)).toEqual([]);
  });

  it('sends each reply once when the connection returns twice at the same moment (online and reconnection)', async () => {
    queueUnsent(ME, unsent('a'));
    const sent: string[] = [];
    const send = async (message: UnsentMessage) => {
      sent.push(message.clientId);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return stored(message);
    };
    await Promise.all([flushOutbox(ME, send, () => undefined), flushOutbox(ME, send, () => undefined)]);
    expect(sent).toEqual(['a']);
  });

  it('keeps a reply the server refused, to try again with the others', async () => {
    queueUnsent(ME, unsent('a'));
    await flushOutbox(
      ME,
      async () => {
        throw new ApiFailure(404, 'not_found', 'La conversación no existe');
      },
      () => undefined,
    );
    expect(unsentMessages(ME).map((m) => m.clientId)).toEqual(['a']);
  });
});

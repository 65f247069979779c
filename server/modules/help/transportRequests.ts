import { kindOf, type PRODUCT_KINDS } from '../../../machines/productKinds.ts';
import type { ContactType } from '../../../machines/productTypes.ts';
import type { Db } from '../../db/database.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { supportUser } from '../messages/contacts.ts';
import { storeMessage } from '../messages/messages.ts';
import { openThread } from '../messages/threads.ts';
import {
  type CheckedHelpRequest,
  createHelpRequest,
  type HelpRequestView,
  type TransportFields,
} from './helpRequests.ts';

type Language = 'es' | 'en';

/** A transport kind as the copy in the chat names it, in the request's language (the app's words, src/ui). */
const KIND_WORDS = {
  carRental: { es: 'Alquiler de autos', en: 'Car rental' },
  privateTransport: { es: 'Transporte privado', en: 'Private transport' },
  collectiveShuttle: { es: 'Shuttles colectivos', en: 'Collective shuttles' },
  flight: { es: 'Vuelos', en: 'Flights' },
  helicopter: { es: 'Helicópteros', en: 'Helicopters' },
} as const satisfies Record<(typeof PRODUCT_KINDS)[ContactType]['name'], Record<Language, string>>;

const WORDS = {
  es: { title: 'Solicitud de transporte', area: 'Zona de servicio' },
  en: { title: 'Transport request', area: 'Service area' },
} as const;

/** What the provider's conversation with support shows of a transport contact request. */
export function transportChatText(
  type: ContactType,
  coverageArea: string,
  question: string,
  language: Language,
) {
  const kind = KIND_WORDS[kindOf(type)?.name as keyof typeof KIND_WORDS][language];
  const words = WORDS[language];
  return `${words.title}: ${kind}\n${words.area}: ${coverageArea}\n\n${question}`;
}

/**
 * Stores a transport contact request (issue 30, SPEC §2 /transportation) for the operator's support inbox and copies
 * it, from the provider, into their conversation with support, in one transaction: the provider follows it up in
 * Messages, where support answers. Without an operator account there is no conversation; the inbox still has it.
 */
export async function createTransportRequest(
  db: Db,
  realtime: Realtime,
  providerId: string,
  body: CheckedHelpRequest & TransportFields,
  companyDomain: string | undefined,
): Promise<HelpRequestView> {
  const { request, message, threadCreated, support } = await db.transaction().execute(async (trx) => {
    const request = await createHelpRequest(trx, providerId, body);
    const support = await supportUser(trx);
    if (!support) return { request, message: null, threadCreated: false, support };
    const thread = await openThread(trx, providerId, support);
    const text = transportChatText(
      body.product_type,
      body.coverage_area,
      body.question,
      request.language_code,
    );
    const { message } = await storeMessage(trx, providerId, {
      threadId: thread.id,
      text,
      allowedDomain: companyDomain,
    });
    return { request, message, threadCreated: thread.created, support };
  });
  if (message && support) {
    if (threadCreated) await realtime.publishThreads([providerId, support]);
    realtime.publishMessage(message);
  }
  return request;
}

import { storeMessage } from '../modules/messages/messages.ts';
import { openThread } from '../modules/messages/threads.ts';
import type { Db } from './database.ts';
import { DEMO_TRAVELER } from './seedBookings.ts';
import { castEmail, DEMO_CAST, type DemoCast } from './seedCast.ts';
import { DEMO_PRODUCT_OWNER } from './seedOnce.ts';

const SUPPORT = 'soporte@demo.gt';

/** Who says what, in order, in each demo thread; the last message of the traveler's is left unread. */
const THREADS: { with: string; messages: { from: 'provider' | 'other'; text: string }[] }[] = [
  {
    with: SUPPORT,
    messages: [
      {
        from: 'other',
        text: 'Bienvenida a la plataforma. Si necesita ayuda para publicar sus productos, escríbanos aquí.',
      },
      { from: 'provider', text: 'Gracias, ya publiqué la Casa del Lago.' },
    ],
  },
  {
    with: DEMO_TRAVELER,
    messages: [
      { from: 'other', text: 'Hola, ¿la casa tiene estacionamiento para dos carros?' },
      {
        from: 'provider',
        text: '¡Hola, María José! Sí, hay espacio para dos vehículos dentro de la propiedad.',
      },
      { from: 'other', text: 'Perfecto. Llegaremos cerca de las 21:00, ¿hay algún problema?' },
    ],
  },
];

/** Demo conversations of the company provider; added once, later starts leave them alone. */
export async function seedDemoChat(db: Db, cast: DemoCast = DEMO_CAST): Promise<void> {
  const people = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      'email',
      'in',
      [DEMO_PRODUCT_OWNER, SUPPORT, DEMO_TRAVELER].map((email) => castEmail(cast, email)),
    )
    .execute();
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  const provider = idOf.get(castEmail(cast, DEMO_PRODUCT_OWNER));
  if (!provider) return;
  for (const thread of THREADS) {
    const other = idOf.get(castEmail(cast, thread.with));
    if (!other) continue;
    const { id, created } = await openThread(db, other, provider);
    if (!created) continue;
    for (const message of thread.messages) {
      const from = message.from === 'provider' ? provider : other;
      await storeMessage(db, from, { threadId: id, text: message.text });
    }
  }
}

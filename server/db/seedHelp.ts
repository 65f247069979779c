import type { Db } from './database.ts';
import { castEmail, castId, DEMO_CAST, type DemoCast } from './seedCast.ts';
import { demoOwnerId } from './seedOnce.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The support inbox's demo (issue 15): one unseen help message the demo company sent from the vacation
 * rental wizard's price step, and one meeting request of hers for three days from now, so /support shows
 * something for soporte@demo.gt. Added once, by fixed ids: once the operator marks or answers them they stay so.
 */
export async function seedDemoHelp(db: Db, cast: DemoCast = DEMO_CAST): Promise<void> {
  const ownerId = await demoOwnerId(db, cast);
  if (!ownerId) return;
  const person = await db
    .selectFrom('persons')
    .select(['first_name', 'last_name'])
    .where('user_id', '=', ownerId)
    .executeTakeFirst();
  const names = { first_name: person?.first_name ?? 'Ana', last_name: person?.last_name ?? 'López' };
  const email = castEmail(cast, 'empresa@demo.gt');
  const now = Date.now();
  await db
    .insertInto('help_requests')
    .values({
      id: castId(cast, '3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a01'),
      provider_id: ownerId,
      question:
        '¿Puedo cobrar un precio distinto en Semana Santa para la casa del lago? No encuentro dónde ponerlo en el paso de precios.',
      type_message: 'assistance',
      segment: 'vacation-rental',
      step: 'price-seasons',
      contact_way: 'whatsapp',
      phone: '5555 1234',
      language_code: 'es',
      ...names,
      email,
      provider_type: 'Empresa',
      answer: null,
      answered_at: null,
      created_at: new Date(now - 2 * HOUR_MS),
      updated_at: new Date(now - 2 * HOUR_MS),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const meetingDay = new Date(now + 3 * DAY_MS).toISOString().slice(0, 10);
  await db
    .insertInto('meeting_requests')
    .values({
      id: castId(cast, '3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a02'),
      user_id: ownerId,
      ...names,
      email,
      phone: '50255551234',
      date: meetingDay,
      schedule: '10:30',
      type_meet: 'GoogleMeet',
      type_contact: 'assistance',
      language_code: 'es',
      created_at: new Date(now - HOUR_MS),
      updated_at: new Date(now - HOUR_MS),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

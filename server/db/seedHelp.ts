import { PRODUCT_TYPE } from '../../machines/productKinds.ts';
import type { Db } from './database.ts';
import { castEmail, castId, DEMO_CAST, type DemoCast } from './seedCast.ts';
import { demoOwnerId } from './seedOnce.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The support inbox's demo (issue 15): one unseen help message the demo company sent from the vacation
 * rental wizard's price step, one meeting request of hers for three days from now, and (issue 30) her shuttle's
 * contact request, so /support shows something for soporte@demo.gt (the demo conversations are seedChat.ts'). Added
 * once, by fixed ids: once the operator marks or answers them they stay so.
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
  await seedShuttleRequest(db, cast, ownerId, { ...names, email }, now - 30 * 60_000);
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

/** The demo company's shuttle (issue 30): a transport kind is a contact request to support. */
async function seedShuttleRequest(
  db: Db,
  cast: DemoCast,
  ownerId: string,
  who: { first_name: string; last_name: string; email: string },
  at: number,
): Promise<void> {
  const id = castId(cast, '3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a03');
  const question =
    'Tenemos dos microbuses de 15 plazas con aire acondicionado: salidas diarias a las 8:00 y a las 14:00 entre Antigua y Panajachel, con recogida en el hotel.';
  const coverage = 'Antigua Guatemala, Panajachel, aeropuerto La Aurora';
  await db
    .insertInto('help_requests')
    .values({
      id,
      provider_id: ownerId,
      question,
      type_message: 'transport',
      product_type: PRODUCT_TYPE.collectiveShuttle,
      coverage_area: coverage,
      segment: 'transportation',
      step: 'information',
      contact_way: 'email',
      phone: null,
      language_code: 'es',
      ...who,
      provider_type: 'Empresa',
      answer: null,
      answered_at: null,
      created_at: new Date(at),
      updated_at: new Date(at),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

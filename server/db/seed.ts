import { ROLE, type RoleNumber } from '../../machines/roles.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { FileStorage } from '../storage/files.ts';
import type { Db } from './database.ts';
import { seedDemoInfluencer } from './demoInfluencers.ts';
import { seedDemoReferrals } from './demoReferrals.ts';
import { seedDemoWhiteLandings } from './demoWhiteLandings.ts';
import { seedDemoBookings } from './seedBookings.ts';
import { castEmail, castId, DEMO_CAST, type DemoCast } from './seedCast.ts';
import { seedDemoChat } from './seedChat.ts';
import { seedDemoDashboardEvents } from './seedDashboard.ts';
import { seedDemoHelp } from './seedHelp.ts';
import { seedDemoPayments } from './seedPayments.ts';
import { seedDemoProducts } from './seedProducts.ts';
import { seedDemoPromotions } from './seedPromotions.ts';
import { seedDemoTeam } from './seedTeam.ts';

export const DEMO_PASSWORD = 'Demo1234';

interface DemoAccount {
  email: string;
  label: string;
  role: RoleNumber;
  first_name: string;
  last_name: string;
  category: 'company' | 'personal' | null;
  business?: { name: string; description: string };
  complete: boolean;
  promotion_code: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'empresa@demo.gt',
    label: 'company provider, complete profile (role 2)',
    role: ROLE.provider,
    first_name: 'Ana',
    last_name: 'López',
    category: 'company',
    business: { name: 'Hotel Lago Atitlán', description: 'Hotel boutique frente al lago de Atitlán.' },
    complete: true,
    promotion_code: 'DEMOEMPRESA',
  },
  {
    email: 'personal@demo.gt',
    label: 'personal provider, incomplete profile (role 2)',
    role: ROLE.provider,
    first_name: 'Carlos',
    last_name: 'Pérez',
    category: null,
    complete: false,
    promotion_code: 'DEMOPERSONAL',
  },
  {
    email: 'soporte@demo.gt',
    label: 'platform operator / support (role 1)',
    role: ROLE.operator,
    first_name: 'Sofía',
    last_name: 'Méndez',
    category: 'personal',
    complete: true,
    promotion_code: 'DEMOSOPORTE',
  },
  {
    email: 'influencer@demo.gt',
    label: 'influencer (role 6)',
    role: ROLE.influencer,
    first_name: 'Lucía',
    last_name: 'Ramírez',
    category: 'personal',
    complete: true,
    promotion_code: 'DEMOINFLUENCER',
  },
  {
    email: 'viajero@demo.gt',
    label: 'traveler of the marketplace (role 5): booked GT-240101, chats at /message',
    role: ROLE.traveler,
    first_name: 'María José',
    last_name: 'Cifuentes',
    category: 'personal',
    complete: true,
    promotion_code: 'DEMOVIAJERO',
  },
  // team: people of the demo company's team (issue 32, seedTeam.ts), who sign in with their own accounts
  {
    email: 'gerente@demo.gt',
    label: "manager of empresa@demo.gt's team: all but payouts and the team",
    role: ROLE.traveler,
    first_name: 'Jorge',
    last_name: 'Castillo',
    category: 'personal',
    complete: true,
    promotion_code: 'DEMOGERENTE',
  },
  {
    email: 'recepcion@demo.gt',
    label: "staff of empresa@demo.gt's team: reservations and messages",
    role: ROLE.traveler,
    first_name: 'Rosa',
    last_name: 'Ajú',
    category: 'personal',
    complete: true,
    promotion_code: 'DEMORECEPCION',
  },
];

const phone = [{ country_code: 'gt', phone_number: '5555 1234', whatsapp: true }];

/**
 * The demo accounts this database still holds with the published password (e-mails). A production server
 * refuses to start on them (server/main.ts): whoever reads the README could sign in, the operator among them.
 */
export async function demoAccountsLeft(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'password_hash'])
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((a) => a.email),
    )
    .execute();
  const left: string[] = [];
  for (const row of rows) {
    if (row.password_hash && (await verifyPassword(row.password_hash, DEMO_PASSWORD))) left.push(row.email);
  }
  return left;
}

/** One hash for every demo account of the process: they share the password, and hashing is slow on purpose. */
let demoPasswordHash: Promise<string> | undefined;

/**
 * Demo data for a fresh machine; leaves existing accounts alone, so it is safe at every start. With a cast
 * (seedCast.ts), the same people and data again under e-mails, ids and codes of that cast's own.
 */
export async function seedDemo(db: Db, storage: FileStorage, cast: DemoCast = DEMO_CAST): Promise<void> {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoPasswordHash;
  for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
    const a = {
      ...demo,
      email: castEmail(cast, demo.email),
      promotion_code: cast.tag ? `${demo.promotion_code}-${cast.tag.toUpperCase()}` : demo.promotion_code,
    };
    const exists = await db.selectFrom('users').select('id').where('email', '=', a.email).executeTakeFirst();
    if (exists) continue;
    const id = castId(cast, `demo-${index + 1}`);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          id,
          email: a.email,
          password_hash: passwordHash,
          auth_provider: 'local',
          email_verified_at: new Date(),
          language: 'es',
          business_category: a.category,
          basic_profile: a.complete,
        })
        .execute();
      await trx.insertInto('user_roles').values({ user_id: id, role: a.role }).execute();
      await trx
        .insertInto('persons')
        .values({
          user_id: id,
          first_name: a.first_name,
          last_name: a.last_name,
          country: 'gt',
          date_of_birth: a.complete ? '1988-04-12' : null,
          gender_id: a.complete ? 'female' : null,
          languages: JSON.stringify(a.complete ? ['es', 'en'] : []),
          phones: JSON.stringify(a.complete ? phone : []),
        })
        .execute();
      if (a.business) {
        await trx
          .insertInto('business_profiles')
          .values({
            user_id: id,
            name: a.business.name,
            email: a.email,
            fundation_date: '2012-06-01',
            description: a.business.description,
            languages: JSON.stringify(['es', 'en']),
            phones: JSON.stringify(phone),
          })
          .execute();
      }
      if (a.complete) {
        await trx
          .insertInto('user_locations')
          .values({
            user_id: id,
            country: 'gt',
            state: 'gt-solola',
            city: 'gt-solola-panajachel',
            language: 'es',
          })
          .execute();
      }
      await trx
        .insertInto('referral_stats')
        .values({ user_id: id, promotion_code: a.promotion_code })
        .execute();
    });
  }
  await seedDemoProducts(db, storage, cast);
  await seedDemoBookings(db, cast);
  await seedDemoChat(db, cast);
  await seedDemoDashboardEvents(db, cast);
  await seedDemoReferrals(db, cast);
  await seedDemoPromotions(db, cast);
  await seedDemoPayments(db, cast);
  await seedDemoHelp(db, cast);
  await seedDemoInfluencer(db, storage, cast);
  await seedDemoWhiteLandings(db, cast);
  await seedDemoTeam(db, cast);
}

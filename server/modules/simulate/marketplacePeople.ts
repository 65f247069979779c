import { PRODUCT_ROLES, ROLE } from '../../../machines/roles.ts';
import type { Db } from '../../db/database.ts';
import { DEMO_TRAVELER } from '../../db/seedBookings.ts';
import { ApiError, notFound } from '../../errors.ts';
import { createAccount } from '../auth/accounts.ts';

const PROVIDER_NOT_FOUND = 'El proveedor no existe';
const NOT_A_TRAVELER = 'traveler_email is not a traveler account';

export interface Traveler {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/** "ana.lucia_morales" → Ana Lucia / Morales: a readable name for an account the simulator makes up. */
export function namesFromEmail(email: string): { first_name: string; last_name: string } {
  const words = (email.split('@')[0] ?? '')
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  if (words.length === 0) return { first_name: 'Viajero', last_name: '' };
  if (words.length === 1) return { first_name: words[0] as string, last_name: '' };
  return { first_name: words.slice(0, -1).join(' '), last_name: words.at(-1) as string };
}

/** The provider named by email; 404 for a missing account and for one that lists no products. */
export async function findProvider(db: Db, email: string): Promise<string> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select('users.id')
    .where('users.email', '=', normalEmail(email))
    .where('user_roles.role', 'in', PRODUCT_ROLES)
    .executeTakeFirst();
  if (!row) throw notFound(PROVIDER_NOT_FOUND);
  return row.id;
}

async function readTraveler(db: Db, email: string) {
  return db
    .selectFrom('users')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .select(['users.id', 'users.email', 'persons.first_name', 'persons.last_name'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('user_roles')
            .select('role')
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('user_roles.role', '=', ROLE.traveler),
        )
        .as('traveler'),
    )
    .where('users.email', '=', email)
    .executeTakeFirst();
}

/**
 * The traveler who books or writes: the account of `email` (the demo traveler when none is given), created
 * as a verified traveler without a password when missing. An account of another kind is refused, so the
 * simulator never books as a provider.
 */
export async function findOrCreateTraveler(db: Db, requested: string | undefined): Promise<Traveler> {
  const email = normalEmail(requested ?? DEMO_TRAVELER);
  let row = await readTraveler(db, email);
  if (!row) {
    try {
      await createAccount(db, {
        email,
        passwordHash: null,
        provider: 'local',
        verified: true,
        language: 'es',
        role: ROLE.traveler,
        ...namesFromEmail(email),
      });
    } catch (error) {
      // Two simulations of one new traveler at once: the other made the account; use it.
      if (!(await readTraveler(db, email))) throw error;
    }
    row = await readTraveler(db, email);
  }
  if (!row?.traveler) throw new ApiError(400, 'invalid_request', NOT_A_TRAVELER, 'traveler_email');
  const fallback = namesFromEmail(email);
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name ?? fallback.first_name,
    last_name: row.last_name ?? fallback.last_name,
  };
}

import type { ExpressionBuilder } from 'kysely';
import { hasAnyRole, PRODUCT_ROLES } from '../../machines/roles.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { AccessClaims, TeamRole, TokenClaims } from './tokens.ts';

/**
 * Sessions that can end. Every access token carries the user's session version; a password change or
 * reset, an e-mail change and a role change raise the version, so every token signed before stops working
 * at once. Who the caller is and which roles they hold are read from the database on every request and
 * socket connection, cached for a moment: a burst of requests costs one query, and an ended session is
 * dropped from the cache of this process at once and from every other process through `onEnded` (the
 * realtime layer forwards it over socket.io's adapter and closes the user's sockets).
 *
 * A team member (issue 32) signs in with their own account, so the token is theirs (`sub`, `sv`), and resolve
 * maps it: the caller is the company (`sub`, its roles) acted for by the member (`actor`, `teamRole`). Removing the
 * member ends their sessions (`endAll` of the member); a role change only needs the cache forgotten (`changed`).
 */
export interface Sessions {
  /** The caller behind a verified token, or null when the user is gone or the session ended. */
  resolve(claims: TokenClaims): Promise<AccessClaims | null>;
  /** The user's current session version (what a new token carries), or null for an unknown user. */
  versionOf(userId: string): Promise<number | null>;
  /** Ends every session of the user: answers the new version, for the token of the session that stays. */
  endAll(userId: string): Promise<number>;
  /**
   * Tells this process and the others that the user's version was raised by a write of the caller's own
   * (a password change raises it in the same statement, with `nextSessionVersion`). Call it after the commit.
   */
  ended(userId: string): void;
  /** Replaces the user's roles and ends their sessions (a role taken away takes effect at once). */
  setRoles(userId: string, roles: number[]): Promise<number>;
  /**
   * The user's team (membership or role) changed: forget them here and on every process, without ending their
   * sessions (they act with the new role from their next request).
   */
  changed(userId: string): void;
  /** Forget the cached entry (another process ended the user's sessions). */
  forget(userId: string): void;
  /** Called after `changed` on this process (the realtime layer tells the others). */
  onChanged(listener: (userId: string) => void): void;
  /** Called after `endAll` on this process (the realtime layer tells the others and closes sockets). */
  onEnded(listener: (userId: string) => void): void;
}

/** The `set` of an update that ends the user's sessions in the same statement as the change it goes with. */
export const nextSessionVersion = (eb: ExpressionBuilder<Database, 'users'>) => ({
  session_version: eb('session_version', '+', 1),
});

/** Raises the user's version (on its own, or inside the caller's transaction); answers the new one. */
async function raiseVersion(through: Db, userId: string): Promise<number> {
  const row = await through
    .updateTable('users')
    .set(nextSessionVersion)
    .where('id', '=', userId)
    .returning('session_version')
    .executeTakeFirst();
  return row?.session_version ?? 0;
}

interface Entry {
  version: number;
  /** Whose data the person reaches: their own, or the company they are a member of. */
  sub: string;
  roles: number[];
  teamRole: TeamRole | null;
  until: number;
}

/** How long a user's version and roles are trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
const CACHE_LIMIT = 10_000;

export function createSessions(db: Db, now: () => number = Date.now): Sessions {
  const cache = new Map<string, Entry>();
  const listeners: ((userId: string) => void)[] = [];
  const changeListeners: ((userId: string) => void)[] = [];

  async function load(userId: string): Promise<Entry | null> {
    const cached = cache.get(userId);
    if (cached && cached.until > now()) return cached;
    // The person, and the company they act for when they are a member of a team (still a company).
    const user = await db
      .selectFrom('users')
      .leftJoin('team_members', 'team_members.user_id', 'users.id')
      .leftJoin('users as company', 'company.id', 'team_members.company_id')
      .select([
        'users.session_version',
        'users.business_category',
        'team_members.company_id',
        'team_members.role as member_role',
        'company.business_category as company_category',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!user) {
      cache.delete(userId);
      return null;
    }
    // A member of a team whose account is no longer a company's acts for nobody: they are themselves again.
    const company = user.company_id && user.company_category === 'company' ? user.company_id : null;
    const sub = company ?? userId;
    const rows = await db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', sub)
      .orderBy('role')
      .execute();
    const roles = rows.map((r) => r.role);
    const isOwner = user.business_category === 'company' && hasAnyRole(roles, PRODUCT_ROLES);
    const entry: Entry = {
      version: user.session_version,
      sub,
      roles,
      teamRole: company ? user.member_role : isOwner ? 'owner' : null,
      until: now() + SESSION_CACHE_MS,
    };
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(userId, entry);
    return entry;
  }

  const sessions: Sessions = {
    async resolve(claims) {
      const entry = await load(claims.sub);
      if (!entry || entry.version !== claims.sv) return null;
      return { sub: entry.sub, actor: claims.sub, roles: entry.roles, teamRole: entry.teamRole };
    },
    async versionOf(userId) {
      // Read, not cached: a token signed on a version another process just raised would be dead at birth.
      const row = await db
        .selectFrom('users')
        .select('session_version')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.session_version ?? null;
    },
    async endAll(userId) {
      const version = await raiseVersion(db, userId);
      sessions.ended(userId);
      return version;
    },
    ended(userId) {
      sessions.forget(userId);
      for (const listener of listeners) listener(userId);
    },
    async setRoles(userId, roles) {
      const version = await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('user_roles').where('user_id', '=', userId).execute();
        if (roles.length > 0) {
          await trx
            .insertInto('user_roles')
            .values(roles.map((role) => ({ user_id: userId, role })))
            .execute();
        }
        return raiseVersion(trx, userId);
      });
      sessions.ended(userId);
      return version;
    },
    changed(userId) {
      sessions.forget(userId);
      for (const listener of changeListeners) listener(userId);
    },
    forget(userId) {
      cache.delete(userId);
    },
    onEnded(listener) {
      listeners.push(listener);
    },
    onChanged(listener) {
      changeListeners.push(listener);
    },
  };
  return sessions;
}

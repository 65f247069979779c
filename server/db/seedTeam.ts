import type { Db } from './database.ts';
import { castEmail, DEMO_CAST, type DemoCast } from './seedCast.ts';
import { demoOwnerId } from './seedOnce.ts';

/** The demo company's team (issue 32): the accounts are seed.ts DEMO_ACCOUNTS'; here they join it. */
export const DEMO_TEAM = [
  { email: 'gerente@demo.gt', role: 'manager' },
  { email: 'recepcion@demo.gt', role: 'staff' },
] as const;

/** Makes the demo's people members of the demo company; a person already in a team is left where they are. */
export async function seedDemoTeam(db: Db, cast: DemoCast = DEMO_CAST): Promise<void> {
  const companyId = await demoOwnerId(db, cast);
  if (!companyId) return;
  for (const member of DEMO_TEAM) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', castEmail(cast, member.email))
      .executeTakeFirst();
    if (!user) continue;
    await db
      .insertInto('team_members')
      .values({ user_id: user.id, company_id: companyId, role: member.role, invited_by: companyId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }
}

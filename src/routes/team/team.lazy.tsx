import { TeamActivityPage } from '../../features/team/TeamActivityPage.tsx';
import { TeamPage } from '../../features/team/TeamPage.tsx';

/*
 * The owner's team screens (issue 32): the team and its activity, one lazy module, so the two share one chunk (and
 * the team catalog) instead of each adding a route chunk to the entry's table.
 */

/** /team. */
export function TeamScreen() {
  return <TeamPage />;
}

/** /team/activity. */
export function TeamActivityScreen() {
  return <TeamActivityPage />;
}

import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { startSession } from '../../features/auth/authSession.ts';
import { homeAfterJoining, TeamJoinPage } from '../../features/team/TeamJoinPage.tsx';
import type { JoinedSession } from '../../features/team/teamQueries.ts';

export const Route = createLazyRoute('/public/team/join')({ component: TeamJoinRoute });

/**
 * The join page keeps the session the answer brings as signing in does (the auth feature's `startSession`: the token,
 * the account's language), then opens the member's first page; the route puts the two features together, as neither
 * imports the other.
 */
function TeamJoinRoute() {
  const { token } = Route.useSearch();
  const navigate = useNavigate();
  const joined = async (session: JoinedSession) => {
    await startSession(session);
    await navigate({ to: homeAfterJoining(session.user), replace: true });
  };
  return <TeamJoinPage token={token} onJoined={joined} />;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { CONTROL_PANEL_ROLES, hasAnyRole, ROLE } from '../../../machines/roles.ts';
import { ownUserId, paymentProfileQuery } from '../../api/paymentQueries.ts';
import { rolesOf, useSession } from '../../api/session.ts';
import { pendingReservationCountQuery, threadListQuery } from '../../api/sharedQueries.ts';
import { IncompleteProfileBanner } from '../../ui/IncompleteProfileBanner.tsx';
import { CalendarConflictsCard, calendarConflictsQuery } from './CalendarConflictsCard.tsx';
import { PayoutMissingCard } from './PayoutMissingCard.tsx';
import { StatCards } from './StatCards.tsx';
import { WaitingCards } from './WaitingCards.tsx';

/**
 * What waits for the provider, drawn once all of it is known: each card appears only when its answer says there
 * is something, so cards drawn one by one moved the others down as they came (a layout shift a phone shows). A
 * card's height stands in until then.
 */
function WaitingItems({ me, payout }: { me: string; payout: boolean }) {
  const { t } = useLingui();
  // The queries the cards below read (the same options, so one request each).
  const loading = useQueries({
    queries: [
      { ...paymentProfileQuery(ownUserId()), enabled: payout },
      calendarConflictsQuery,
      pendingReservationCountQuery,
      threadListQuery(me),
    ],
    combine: (results) => results.some((result) => result.isLoading),
  });
  if (loading)
    return (
      <Skeleton height={78} radius="md" aria-busy="true" aria-label={t`Cargando lo que está por atender`} />
    );
  return (
    <Stack gap="md">
      {payout ? <PayoutMissingCard /> : null}
      <CalendarConflictsCard />
      <WaitingCards />
    </Stack>
  );
}

/**
 * /dashboard: the control panel of a business or the operator. A partner's, influencer's, advertiser's or agent's
 * panel is My QR, their code and what it brought (issue 31): they go there.
 */
export function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  const firstName = session.user.tb_lg_person.first_name;
  const roles = rolesOf(session.user);
  if (!hasAnyRole(roles, CONTROL_PANEL_ROLES)) return <Navigate to="/qr" replace />;
  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <div>
        <Title order={1} size="h2">
          <Trans>Hola, {firstName}</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Este es el resumen de tu negocio en el portal.</Trans>
        </Text>
      </div>
      {session.user.basic_profile ? null : <IncompleteProfileBanner />}
      {/* The figures first: their cards keep their size while they load. What waits for the provider comes
          under them, because its cards appear as their data arrives (a payout to set up, calendar conflicts): above
          the figures they pushed them down, a layout shift of 0.23 on a phone (issue 28's bench:web). */}
      <section aria-labelledby="dashboard-stats-title">
        <Title order={2} size="h4" id="dashboard-stats-title" mb="sm">
          <Trans>Estadísticas</Trans>
        </Title>
        <StatCards />
      </section>
      <section aria-labelledby="dashboard-waiting-title">
        <Title order={2} size="h4" id="dashboard-waiting-title" mb="sm">
          <Trans>Por atender</Trans>
        </Title>
        <WaitingItems me={session.user._id} payout={!roles.includes(ROLE.operator)} />
      </section>
    </Stack>
  );
}

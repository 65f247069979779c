import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { CONTROL_PANEL_ROLES, hasAnyRole, ROLE } from '../../../machines/roles.ts';
import { rolesOf, useSession } from '../../api/session.ts';
import { IncompleteProfileBanner } from '../../ui/IncompleteProfileBanner.tsx';
import { CalendarConflictsCard } from './CalendarConflictsCard.tsx';
import { PanelNotBuilt } from './PanelNotBuilt.tsx';
import { PayoutMissingCard } from './PayoutMissingCard.tsx';
import { StatCards } from './StatCards.tsx';
import { WaitingCards } from './WaitingCards.tsx';

/** /dashboard: the control panel of a business or the operator; anyone else's panel is not built yet. */
export function DashboardPage() {
  const session = useSession();
  if (!session) return null;
  const firstName = session.user.tb_lg_person.first_name;
  const roles = rolesOf(session.user);
  if (!hasAnyRole(roles, CONTROL_PANEL_ROLES)) return <PanelNotBuilt firstName={firstName} roles={roles} />;
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
        <Stack gap="md">
          {roles.includes(ROLE.operator) ? null : <PayoutMissingCard />}
          <CalendarConflictsCard />
          <WaitingCards />
        </Stack>
      </section>
    </Stack>
  );
}

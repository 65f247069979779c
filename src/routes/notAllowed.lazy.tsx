import { Trans } from '@lingui/react/macro';
import { createLazyRoute } from '@tanstack/react-router';
import { NotAllowedPage } from '../ui/NotAllowedPage.tsx';

export const Route = createLazyRoute('/portal/not-allowed')({ component: NotAllowedRoute });

function NotAllowedRoute() {
  const { entry } = Route.useSearch();
  return (
    <NotAllowedPage>
      <NotAllowedReason entry={entry} />
    </NotAllowedPage>
  );
}

/** Why the page is not for this person, by the entry it belongs to. */
function NotAllowedReason({ entry }: { entry: string | undefined }) {
  if (entry === 'review') return <Trans>La revisión de productos es solo para el equipo de soporte.</Trans>;
  if (entry === 'support') return <Trans>La bandeja de soporte es solo para el equipo de soporte.</Trans>;
  // Issue 32: a team member is refused the payouts and the team, which are the company owner's.
  if (entry === 'payments' || entry === 'team') {
    return <Trans>Esta sección es solo para el propietario de la cuenta de la empresa.</Trans>;
  }
  return <Trans>Esta sección es para otro tipo de cuenta y no está en tu menú.</Trans>;
}

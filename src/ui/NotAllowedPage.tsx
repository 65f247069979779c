import { Trans } from '@lingui/react/macro';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageNotice } from './PageNotice.tsx';
import { ButtonLink } from './RouterLinks.tsx';

/**
 * A page this person's roles do not open (SPEC §6): said plainly, not as an error, with the way back to the
 * control panel every signed-in person has.
 */
export function NotAllowedPage({ children }: { children: ReactNode }) {
  return (
    <PageNotice
      icon={<IconLock size={28} />}
      title={<Trans>No tienes acceso a esta página</Trans>}
      action={
        <ButtonLink to="/dashboard" variant="light">
          <Trans>Ir al panel de control</Trans>
        </ButtonLink>
      }
    >
      {children}
    </PageNotice>
  );
}

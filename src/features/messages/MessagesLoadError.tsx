import { Trans } from '@lingui/react/macro';
import { IconArrowLeft, IconMessageOff } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PageNotice } from '../../ui/PageNotice.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

/**
 * /message could not load. Opening a chat with someone (?to=) the person may not write to answers 403, an
 * unknown person 404: said in the server's words, with the way to the other conversations. Anything else
 * is a connection error with its status (SPEC §8).
 */
export function MessagesLoadError({ error, reset }: ErrorComponentProps) {
  const failure = asFailure(error);
  if (failure.status === 403 || failure.status === 404) {
    return (
      <PageNotice
        icon={<IconMessageOff size={28} />}
        title={<Trans>No se pudo abrir el chat con esta persona</Trans>}
        action={
          <ButtonLink to="/message" search={{}} leftSection={<IconArrowLeft size={18} />}>
            <Trans>Ver mis conversaciones</Trans>
          </ButtonLink>
        }
      >
        {failure.message}
      </PageNotice>
    );
  }
  return <LoadFailure failure={failure} reset={reset} title={<Trans>Error de conexión</Trans>} />;
}

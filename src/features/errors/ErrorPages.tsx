import { Trans } from '@lingui/react/macro';
import { ErrorState } from './ErrorState.tsx';

/** /404 (SPEC §8 "Sorry, page not found"). */
export function NotFoundPage() {
  return (
    <ErrorState
      status={404}
      title={<Trans>Lo sentimos, página no encontrada</Trans>}
      description={<Trans>La página que buscas no existe o cambió de dirección.</Trans>}
    />
  );
}

/** /500 and the app's last-resort error boundary (SPEC §8 "Sorry, something went wrong"). */
export function ServerErrorPage() {
  return (
    <ErrorState
      status={500}
      title={<Trans>Lo sentimos, algo salió mal</Trans>}
      description={
        <Trans>Tuvimos un problema al mostrar esta página. Inténtalo de nuevo en unos minutos.</Trans>
      }
    />
  );
}

/** /error: the general error state, with the status and the server's text when a screen passed them. */
export function GeneralErrorPage({ status, text }: { status: number; text?: string | undefined }) {
  return (
    <ErrorState
      status={status}
      title={
        status === 404 ? (
          <Trans>Lo sentimos, página no encontrada</Trans>
        ) : (
          <Trans>Lo sentimos, algo salió mal</Trans>
        )
      }
      description={text || <Trans>Ocurrió un error inesperado (código {status}).</Trans>}
    />
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import { type LazyPart, LazyPartView } from './LazyPart.tsx';

interface LazyDialogBodyProps<P extends object> {
  part: LazyPart<P>;
  children: (Body: ComponentType<P>) => ReactNode;
}

/**
 * The body of a dialog whose code downloads when it opens: a spinner in the open dialog meanwhile (its title and
 * close button are there already, so focus lands in the dialog), or the failure with a retry.
 */
export function LazyDialogBody<P extends object>({ part, children }: LazyDialogBodyProps<P>) {
  const { t } = useLingui();
  return (
    <LazyPartView
      part={part}
      loading={
        <Center py="xl" role="status" aria-busy="true" aria-label={t`Cargando`}>
          <Loader />
        </Center>
      }
      failed={(retry) => (
        <Alert color="red" role="alert" title={<Trans>Lo sentimos, algo salió mal</Trans>}>
          <Stack gap="xs" align="flex-start">
            <Trans>No se pudo descargar esta ventana. Revisa tu conexión y vuelve a intentarlo.</Trans>
            <Button size="xs" variant="light" color="red" onClick={retry}>
              <Trans>Reintentar</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
    >
      {(Body) => <Arrived>{children(Body)}</Arrived>}
    </LazyPartView>
  );
}

/**
 * A body that came after the dialog opened finds focus on the close button (the only control then): it moves to
 * the body's `data-autofocus` control, where the dialog would have put it had the body been there at once.
 */
function Arrived({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = ref.current?.querySelector<HTMLElement>('[data-autofocus]');
    const dialog = ref.current?.closest('[role="dialog"]');
    const focused = document.activeElement;
    if (target && (!focused || focused === document.body || dialog?.contains(focused))) target.focus();
  }, []);
  return <div ref={ref}>{children}</div>;
}

import { Trans } from '@lingui/react/macro';
import { IconArrowLeft, IconSearchOff } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { PageNotice } from '../../ui/PageNotice.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

/** A product id that is not the caller's (or no longer exists) answers 404: say so, and lead back. */
export function ProductNotFound() {
  return (
    <PageNotice
      icon={<IconSearchOff size={28} />}
      title={<Trans>Producto no encontrado</Trans>}
      action={
        <ButtonLink to="/my-products" leftSection={<IconArrowLeft size={18} />}>
          <Trans>Volver a mis productos</Trans>
        </ButtonLink>
      }
    >
      <Trans>Este producto no existe o no pertenece a tu cuenta.</Trans>
    </PageNotice>
  );
}

/** The products pages' error boundary: not found, or the server's message with a way to try again. */
export function ProductsLoadError({ error, reset }: ErrorComponentProps) {
  const failure = asFailure(error);
  if (failure.status === 404) return <ProductNotFound />;
  return (
    <LoadFailure failure={failure} reset={reset} title={<Trans>No se pudieron cargar los productos</Trans>} />
  );
}

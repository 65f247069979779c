import { Trans } from '@lingui/react/macro';
import { IconArrowLeft, IconSearchOff } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { asFailure } from '../api/errors.ts';
import { LoadFailure } from './LoadFailure.tsx';
import { PageNotice } from './PageNotice.tsx';
import { ButtonLink } from './RouterLinks.tsx';

interface ProductLoadErrorProps extends ErrorComponentProps {
  /** What could not be loaded, for a failure that can be tried again. */
  title: ReactNode;
}

/**
 * The error of a page about one product: another provider's product, or none, answers 404 and leads back to
 * My products; anything else can be tried again.
 */
export function ProductLoadError({ error, reset, title }: ProductLoadErrorProps) {
  const failure = asFailure(error);
  if (failure.status === 404) {
    return (
      <PageNotice
        icon={<IconSearchOff size={28} />}
        title={<Trans>El producto no existe</Trans>}
        action={
          <ButtonLink to="/my-products" leftSection={<IconArrowLeft size={18} />}>
            <Trans>Volver a mis productos</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return <LoadFailure failure={failure} reset={reset} title={title} />;
}

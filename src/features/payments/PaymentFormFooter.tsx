import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiFailure } from '../../api/errors.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { paymentMessages } from './paymentMessages.ts';

interface PaymentFormFooterProps {
  /** A refusal no field of the form shows (null when there is none). */
  unplaced: ApiFailure | null;
  /** Where leaving the form goes, and what that button says. */
  back: { to: '/edit-payments-and-collections' | '/tax-setup'; label: ReactNode };
  saving: boolean;
}

/** The end of every payments form: a refusal that belongs to no field, then leave and save. */
export function PaymentFormFooter({ unplaced, back, saving }: PaymentFormFooterProps) {
  const { _ } = useLingui();
  return (
    <>
      {unplaced ? (
        <Alert color="red" role="alert">
          {unplaced.status >= 500 ? _(paymentMessages.serverConnection) : unplaced.message}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <ButtonLink to={back.to} variant="default">
          {back.label}
        </ButtonLink>
        <Button type="submit" loading={saving}>
          <Trans>Guardar</Trans>
        </Button>
      </Group>
    </>
  );
}

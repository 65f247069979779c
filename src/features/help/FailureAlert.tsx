import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A refusal in the help dialog, said where the person is, that they may close. */
export function FailureAlert({ children, onDismiss }: { children: ReactNode; onDismiss?: () => void }) {
  const { t } = useLingui();
  return (
    <Alert
      color="red"
      role="alert"
      icon={<IconAlertTriangle size={18} />}
      withCloseButton={onDismiss !== undefined}
      closeButtonLabel={t`Cerrar aviso`}
      onClose={onDismiss}
    >
      {children}
    </Alert>
  );
}

import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

/** Mails the verification link again (the answer is the same whether or not the account exists). */
export function useResendVerification() {
  return useMutation({
    mutationFn: async (email: string) =>
      unwrap(
        await api.POST('/users/resend-verification', {
          body: { email: email.trim(), language_code: currentLanguage() },
        }),
      ),
  });
}

/** The action offered next to "Must verify the mail". */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <Text size="sm" role="status">
        <Trans>Te enviamos un nuevo enlace de verificación. Revisa tu bandeja de entrada.</Trans>
      </Text>
    );
  }
  return (
    <>
      <Button
        variant="white"
        color="red"
        size="xs"
        loading={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        <Trans>Reenviar el correo de verificación</Trans>
      </Button>
      {resend.isError && (
        <Text size="sm" role="alert">
          <Trans>No se pudo reenviar el correo. Inténtalo de nuevo.</Trans>
        </Text>
      )}
    </>
  );
}

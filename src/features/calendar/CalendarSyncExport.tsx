import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CopyButton, Flex, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { renewExport, syncQuery } from './syncQueries.ts';

/** The product's secret .ics address to paste into other sites, and a way to replace it. */
export function CalendarSyncExport({ productId, exportUrl }: { productId: string; exportUrl: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const renew = useMutation({
    mutationFn: () => renewExport(productId),
    onSuccess: (sync) => {
      queryClient.setQueryData(syncQuery(productId).queryKey, sync);
      setConfirming(false);
    },
  });
  const close = () => {
    if (renew.isPending) return;
    setConfirming(false);
    renew.reset();
  };
  return (
    <Stack gap="xs">
      {/* On a phone the link takes the whole width and the copy button goes under it. */}
      <Flex gap="xs" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }}>
        <TextInput
          label={t`Enlace de exportación (.ics)`}
          description={t`Pégalo en Airbnb, Booking.com o Vrbo para que vean tus días ocupados.`}
          value={exportUrl}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyButton value={exportUrl}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              color={copied ? 'teal' : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            >
              {copied ? <Trans>Copiado</Trans> : <Trans>Copiar enlace</Trans>}
            </Button>
          )}
        </CopyButton>
      </Flex>
      <Button
        variant="subtle"
        size="xs"
        w="fit-content"
        leftSection={<IconRefresh size={14} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        <Trans>Generar un enlace nuevo</Trans>
      </Button>
      <Modal opened={confirming} onClose={close} centered title={<Trans>¿Generar un enlace nuevo?</Trans>}>
        <Stack gap="md">
          <Text>
            <Trans>
              El enlace actual dejará de funcionar en cuanto generes uno nuevo: tendrás que pegar el nuevo en
              cada sitio donde usabas el anterior.
            </Trans>
          </Text>
          {renew.isError ? (
            <Alert color="red" role="alert">
              {asFailure(renew.error).message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={renew.isPending}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button color="orange" loading={renew.isPending} onClick={() => renew.mutate()}>
              <Trans>Sí, generar uno nuevo</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

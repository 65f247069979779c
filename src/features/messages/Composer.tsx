import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconSend, IconWifiOff } from '@tabler/icons-react';
import type { useMachine } from '@xstate/react';
import type { Ref } from 'react';
import type { messageThreadMachine } from '../../../machines/messageThread.machine.ts';
import * as schemaLimits from '../../../openapi/limits.ts';

type ThreadSnapshot = ReturnType<typeof useMachine<typeof messageThreadMachine>>[0];
type Send = ReturnType<typeof useMachine<typeof messageThreadMachine>>[1];

/** The contract's longest message. */
const MAX_LENGTH = schemaLimits.ChatMessageInput.message.maxLength;

/** SPEC §4 and §9: what happens to contact details, said before the message goes. */
function ContactWarning() {
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} />}
      title={<Trans>Tu mensaje incluye datos de contacto</Trans>}
      py="xs"
    >
      <Trans>
        Los teléfonos, correos y enlaces se ocultarán y el mensaje quedará marcado. Comunicarse fuera de la
        plataforma se sanciona con una multa de $1000, acciones legales y la lista negra.
      </Trans>
    </Alert>
  );
}

/** Writing to the other person: Enter sends, Shift+Enter starts a new line. */
export function Composer({
  snapshot,
  send,
  inputRef,
}: {
  snapshot: ThreadSnapshot;
  send: Send;
  inputRef: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useLingui();
  const busy = snapshot.hasTag('busy');
  const failure = snapshot.matches({ conversation: { composer: 'failed' } })
    ? snapshot.context.failure
    : null;
  const status = failure?.status;
  const reason = failure?.message;
  const submit = () => {
    if (snapshot.can({ type: 'message.send' })) send({ type: 'message.send' });
  };

  return (
    <Stack
      component="form"
      gap="xs"
      p="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {snapshot.hasTag('blocked') ? <ContactWarning /> : null}
      {failure ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconWifiOff size={18} />}
          title={<Trans>No se pudo enviar el mensaje</Trans>}
          py="xs"
        >
          <Trans>
            Error {status}: {reason}. Tu mensaje sigue aquí para enviarlo de nuevo.
          </Trans>
        </Alert>
      ) : null}
      <Group wrap="nowrap" align="flex-end" gap="xs">
        <Textarea
          ref={inputRef}
          aria-label={t`Escribe un mensaje`}
          placeholder={t`Escribe un mensaje`}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MAX_LENGTH}
          value={snapshot.context.draft}
          readOnly={busy}
          onChange={(event) => send({ type: 'draft.change', text: event.currentTarget.value })}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            submit();
          }}
          style={{ flex: 1 }}
        />
        <Button
          type="submit"
          loading={busy}
          disabled={!busy && !snapshot.can({ type: 'message.send' })}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          <Trans>Enviar</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

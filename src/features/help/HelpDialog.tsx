import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCircleCheck,
  IconLifebuoy,
  IconMessage,
  IconMessages,
  IconTool,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { phoneCountryOf } from '../../../machines/phoneRules.ts';
import { useSession } from '../../api/session.ts';
import type { HelpDialogProps } from '../../ui/LazyHelpDialog.tsx';
import { refusalText } from '../../ui/tooManyAttempts.ts';
import { FailureAlert } from './FailureAlert.tsx';
import { helpDialogLogic } from './helpActors.ts';
import type { HelpDialogView } from './helpDialogView.ts';
import { StepHelp } from './StepHelp.tsx';

// The meeting form (its captcha, phone rules and selects) downloads when a person picks the meeting: the help
// button of every wizard step preloads the dialog's own code, and the form's weighed on each step's first visit.
const MeetingForm = lazy(() =>
  import('./MeetingForm.tsx').then((module) => ({ default: module.MeetingForm })),
);

/** The question's limit in the contract (HelpRequestCreate.question). */
const QUESTION_MAX = 1000;

/**
 * The help dialog (SPEC §4), driven by the helpDialog machine; a fresh one each time it opens. The side menu and the
 * wizard open it through src/ui/LazyHelpDialog.tsx, which the signed-in layout gives this component.
 */
export function HelpDialog({ opened, onClose, me, place }: HelpDialogProps) {
  const { t } = useLingui();
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    if (opened) setOpening((n) => n + 1);
  }, [opened]);
  // Closing (the ✕, Escape, a click outside) goes through the machine, which then says it is closed.
  const close = useRef(onClose);
  return (
    <Modal
      opened={opened}
      onClose={() => close.current()}
      title={t`Ayuda`}
      size={550}
      closeButtonProps={{ 'aria-label': t`Cerrar la ayuda` }}
    >
      {opened ? <HelpDialogBody key={opening} me={me} place={place} onClose={onClose} close={close} /> : null}
    </Modal>
  );
}

function HelpDialogBody({
  me,
  place,
  onClose,
  close,
}: Omit<HelpDialogProps, 'opened'> & { close: { current: () => void } }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const thread = useRef<string | null>(null);
  const [logic] = useState(() =>
    helpDialogLogic({
      me,
      segment: place?.segment,
      step: place?.step,
      onThread: (id) => {
        thread.current = id;
      },
    }),
  );
  // The meeting form starts with the signed-in person's own name and e-mail, and their country's phone prefix.
  const person = useSession()?.user.tb_lg_person;
  const [snapshot, send, actor] = useActor(logic, {
    input: {
      meeting: person
        ? {
            firstName: person.first_name,
            lastName: person.last_name,
            email: person.email,
            phoneCountry: phoneCountryOf(person.country),
          }
        : {},
    },
  });
  const [captchaRenewals, setCaptchaRenewals] = useState(0);
  close.current = () => send({ type: 'dialog.close' });

  useEffect(() => {
    const subscriptions = [
      actor.on('navigate', (intent) => {
        onClose();
        // The chat: the messages, opened on the support thread the dialog created.
        if (intent.to === 'chat')
          void navigate({ to: '/message', search: thread.current ? { thread: thread.current } : {} });
      }),
      actor.on('captcha.renew', () => setCaptchaRenewals((n) => n + 1)),
    ];
    return () => {
      for (const s of subscriptions) s.unsubscribe();
    };
  }, [actor, navigate, onClose]);

  useEffect(() => {
    if (snapshot.matches('closed')) onClose();
  }, [snapshot, onClose]);

  const view: HelpDialogView = { snapshot, send };
  return (
    <Stack gap="md">
      {place && (snapshot.matches('choosingKind') || snapshot.matches('choosingChannel')) ? (
        <StepHelp place={place} />
      ) : null}
      {snapshot.matches('choosingKind') ? <KindChoice {...view} /> : null}
      {snapshot.matches('choosingChannel') ? <ChannelChoice {...view} /> : null}
      {snapshot.matches('message') ? <MessageForm {...view} /> : null}
      {snapshot.matches('meeting') ? (
        <Suspense fallback={<Loader size="sm" aria-label={t`Cargando el formulario de la reunión`} />}>
          <MeetingForm {...view} captchaRenewals={captchaRenewals} />
        </Suspense>
      ) : null}
      {snapshot.matches('chat') || snapshot.matches('redirected') ? <ChatStart {...view} /> : null}
    </Stack>
  );
}

function Choice({
  icon,
  title,
  detail,
  onClick,
}: {
  icon: ReactNode;
  title: ReactNode;
  detail: ReactNode;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onClick}
      p="sm"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {icon}
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

function KindChoice({ send }: HelpDialogView) {
  return (
    <Stack gap="sm">
      <Text fw={600}>
        <Trans>¿Cómo podemos ayudarte?</Trans>
      </Text>
      <Choice
        icon={<IconLifebuoy size={22} aria-hidden />}
        title={<Trans>Asistencia</Trans>}
        detail={<Trans>Dudas sobre tus productos, precios, reservas o pagos.</Trans>}
        onClick={() => send({ type: 'kind.choose', kind: 'assistance' })}
      />
      <Choice
        icon={<IconTool size={22} aria-hidden />}
        title={<Trans>Problema técnico</Trans>}
        detail={<Trans>Algo no funciona como esperabas en el portal.</Trans>}
        onClick={() => send({ type: 'kind.choose', kind: 'technical' })}
      />
    </Stack>
  );
}

function ChannelChoice({ send }: HelpDialogView) {
  return (
    <Stack gap="sm">
      <Text fw={600}>
        <Trans>¿Cómo prefieres que te ayudemos?</Trans>
      </Text>
      <Choice
        icon={<IconMessage size={22} aria-hidden />}
        title={<Trans>Enviar un mensaje</Trans>}
        detail={<Trans>Gratis. Te respondemos en menos de 12 horas.</Trans>}
        onClick={() => send({ type: 'channel.choose', channel: 'message' })}
      />
      <Choice
        icon={<IconCalendarEvent size={22} aria-hidden />}
        title={<Trans>Agendar una reunión</Trans>}
        detail={<Trans>$5 por cada 15 minutos, por Google Meet, Zoom o WhatsApp.</Trans>}
        onClick={() => send({ type: 'channel.choose', channel: 'meeting' })}
      />
      <Choice
        icon={<IconMessages size={22} aria-hidden />}
        title={<Trans>Chatear ahora con un agente</Trans>}
        detail={<Trans>$10 por cada 15 minutos.</Trans>}
        onClick={() => send({ type: 'channel.choose', channel: 'chat' })}
      />
      <Group>
        <Button variant="subtle" onClick={() => send({ type: 'dialog.back' })}>
          <Trans>Volver</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

function MessageForm({ snapshot, send }: HelpDialogView) {
  const { t } = useLingui();
  const { question, questionMissing, failure, kind } = snapshot.context;
  if (snapshot.matches({ message: 'sent' })) {
    return (
      <Alert color="teal" role="status" icon={<IconCircleCheck size={18} />} title={t`Mensaje enviado`}>
        <Trans>Te responderemos por correo en menos de 12 horas.</Trans>
      </Alert>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'message.send' });
      }}
    >
      <Stack gap="sm">
        {snapshot.matches({ message: 'failed' }) && failure ? (
          <FailureAlert>
            {refusalText(failure)} <Trans>Tu mensaje sigue aquí para enviarlo de nuevo.</Trans>
          </FailureAlert>
        ) : null}
        <Textarea
          label={kind === 'technical' ? t`Describe el problema` : t`Tu pregunta`}
          description={t`Gratis. Te respondemos por correo en menos de 12 horas.`}
          required
          autosize
          minRows={4}
          maxLength={QUESTION_MAX}
          value={question}
          error={questionMissing ? t`Escribe tu pregunta` : null}
          onChange={(e) => send({ type: 'question.change', value: e.currentTarget.value })}
        />
        <Group justify="space-between">
          <Button
            variant="subtle"
            disabled={!snapshot.can({ type: 'dialog.back' })}
            onClick={() => send({ type: 'dialog.back' })}
          >
            <Trans>Volver</Trans>
          </Button>
          <Button type="submit" loading={snapshot.hasTag('busy')}>
            <Trans>Enviar mensaje</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ChatStart({ snapshot, send }: HelpDialogView) {
  if (snapshot.matches({ chat: 'failed' })) {
    return (
      <Stack gap="sm">
        <FailureAlert>{snapshot.context.failure?.message}</FailureAlert>
        <Group>
          <Button onClick={() => send({ type: 'chat.retry' })}>
            <Trans>Intentar de nuevo</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  if (snapshot.matches({ chat: 'creating' })) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>
          <Trans>Abriendo el chat con soporte…</Trans>
        </Text>
      </Group>
    );
  }
  return (
    <Alert color="teal" role="status" icon={<IconCircleCheck size={18} />}>
      <Trans>Un agente hablará contigo en breve ($10 por cada 15 minutos). Te llevamos a tus mensajes…</Trans>
    </Alert>
  );
}

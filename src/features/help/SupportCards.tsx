import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HELP_ROOT } from '../../api/helpQueries.ts';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { productTypeName } from '../../ui/productTypeNames.ts';
import {
  answerHelpRequest,
  type HelpRequest,
  type MeetingRequest,
  markHelpRequestSeen,
  markMeetingRequestSeen,
} from './helpQueries.ts';
import { type JoinRequest, markJoinRequestSeen } from './joinRequestCalls.ts';

/** The contract's limit of an answer (HelpAnswerInput.answer). */
const ANSWER_MAX = 4000;

const APP_NAMES: Record<MeetingRequest['typeMeet'], string> = {
  GoogleMeet: 'Google Meet',
  Zoom: 'Zoom',
  Whatsapp: 'WhatsApp',
};

/** Who the visitor wants to join as (SPEC §2 contact dialog types), as the dialog offers them. */
const JOIN_TYPE_NAMES: Record<JoinRequest['type'], MessageDescriptor> = {
  providers: msg`Proveedores`,
  partners: msg`Socios`,
  influencers: msg`Influencers`,
};

/** "Marcar como visto", and the inbox (with its unseen counts) read again once it is. */
function SeenButton({ seen, mark }: { seen: boolean; mark: () => Promise<unknown> }) {
  const client = useQueryClient();
  const marking = useMutation({
    mutationFn: mark,
    onSuccess: () => client.invalidateQueries({ queryKey: HELP_ROOT }),
  });
  if (seen) return null;
  return (
    <Button size="xs" variant="light" loading={marking.isPending} onClick={() => marking.mutate()}>
      <Trans>Marcar como visto</Trans>
    </Button>
  );
}

const NewBadge = ({ seen }: { seen: boolean }) =>
  seen ? null : (
    <Badge color="red" variant="light" size="sm">
      <Trans>Nuevo</Trans>
    </Badge>
  );

/** When it was asked, as the person reads dates (SPEC §9). */
const askedOn = (iso: string) => formatDate(iso.slice(0, 10), currentLanguage());

/** What the message is about: a technical problem, help to publish or sell, or a transport kind's contact request. */
function typeLabel(request: HelpRequest): string {
  switch (request.typeMessage) {
    case 'technical':
      return i18n._(msg`Técnico`);
    case 'transport': {
      const kind = request.product_type === null ? '' : ` · ${i18n._(productTypeName(request.product_type))}`;
      return `${i18n._(msg`Transporte`)}${kind}`;
    }
    default:
      return i18n._(msg`Asistencia`);
  }
}

export function HelpRequestCard({ request }: { request: HelpRequest }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);
  const name = `${request.firstName} ${request.lastName}`;
  const email = request.email;
  const answeredOn = askedOn(request.answered_at ?? request.update);
  const answering = useMutation({
    mutationFn: () => answerHelpRequest(request._id, answer.trim()),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t`Respuesta enviada a ${email}` });
      await client.invalidateQueries({ queryKey: HELP_ROOT });
    },
  });
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t`Mensaje de ${name}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            <NewBadge seen={request.seen} />
            <Badge variant="outline" size="sm">
              {typeLabel(request)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {askedOn(request.create)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {request.email} · {request.providerType === 'Empresa' ? t`Empresa` : t`Personal`}
          {request.segment ? ` · ${request.segment}${request.step ? ` / ${request.step}` : ''}` : ''}
        </Text>
        {request.coverage_area ? (
          <Text size="sm">
            <Trans>Zona de servicio: {request.coverage_area}</Trans>
          </Text>
        ) : null}
        <Text style={{ whiteSpace: 'pre-wrap' }}>{request.question}</Text>
        {request.answer !== null ? (
          <Alert color="teal" title={t`Respondido el ${answeredOn}`}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {request.answer}
            </Text>
          </Alert>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!answer.trim()) {
                setMissing(true);
                return;
              }
              answering.mutate();
            }}
          >
            <Stack gap="xs">
              {answering.isError ? (
                <Alert color="red" role="alert">
                  {answering.error.message}
                </Alert>
              ) : null}
              <Textarea
                label={t`Respuesta`}
                description={t`Se envía por correo al proveedor.`}
                autosize
                minRows={3}
                maxLength={ANSWER_MAX}
                value={answer}
                error={missing ? t`Escribe una respuesta` : null}
                onChange={(e) => {
                  setAnswer(e.currentTarget.value);
                  setMissing(false);
                }}
              />
              <Group gap="xs">
                <Button type="submit" size="xs" loading={answering.isPending}>
                  <Trans>Enviar respuesta</Trans>
                </Button>
                <SeenButton seen={request.seen} mark={() => markHelpRequestSeen(request._id)} />
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}

export function MeetingRequestCard({ request }: { request: MeetingRequest }) {
  const { t } = useLingui();
  const name = `${request.firstName} ${request.lastName}`;
  const day = formatDate(request.date, currentLanguage());
  const time = request.schedule;
  const app = APP_NAMES[request.typeMeet];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t`Reunión con ${name}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            <NewBadge seen={request.seen} />
          </Group>
          <Text size="sm" c="dimmed">
            {askedOn(request.create)}
          </Text>
        </Group>
        <Text>
          <Trans>
            {day} a las {time} por {app}
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          {request.email} · {request.phone}
        </Text>
        <Group>
          <SeenButton seen={request.seen} mark={() => markMeetingRequestSeen(request._id)} />
        </Group>
      </Stack>
    </Paper>
  );
}

/** A landing visitor's request to join (issue 31): who, as what, how to reach them, and what they wrote. */
export function JoinRequestCard({ request }: { request: JoinRequest }) {
  const { t } = useLingui();
  const name = request.name;
  const contact = [request.email, request.phone, request.company].filter((part) => part !== null);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t`Solicitud de ${name}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            <NewBadge seen={request.seen} />
            <Badge variant="outline" size="sm">
              {i18n._(JOIN_TYPE_NAMES[request.type])}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {askedOn(request.create)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {contact.join(' · ')}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{request.message}</Text>
        <Group>
          <SeenButton seen={request.seen} mark={() => markJoinRequestSeen(request._id)} />
        </Group>
      </Stack>
    </Paper>
  );
}

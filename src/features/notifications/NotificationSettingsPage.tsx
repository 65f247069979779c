import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Container, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconBellOff, IconDeviceMobile, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { KIND_LABELS } from './notificationMessages.ts';
import {
  deletePushSubscription,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
  notificationPreferencesQuery,
  saveNotificationPreferences,
} from './notificationQueries.ts';
import { PushRefused, type PushSupport, pushSupport, turnPushOff, turnPushOn } from './pushDevice.ts';

/** Why this device cannot be switched on, and what the person can do about it. */
function SupportNotice({ support }: { support: PushSupport }) {
  if (support === 'needsInstall') {
    return (
      <Alert
        color="blue"
        variant="light"
        icon={<IconDeviceMobile size={18} />}
        title={<Trans>Instala el portal primero</Trans>}
      >
        <Trans>
          En iPhone y iPad los avisos llegan solo a la app instalada: en Safari toca Compartir y luego «Añadir
          a pantalla de inicio», abre el portal desde ese icono y vuelve aquí.
        </Trans>
      </Alert>
    );
  }
  if (support === 'denied') {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconBellOff size={18} />}
        title={<Trans>Los avisos están bloqueados</Trans>}
      >
        <Trans>
          Este navegador tiene bloqueados los avisos del portal. Permítelos en la configuración del sitio (el
          icono junto a la dirección, luego Notificaciones: Permitir) y vuelve a esta página.
        </Trans>
      </Alert>
    );
  }
  if (support === 'unsupported') {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        title={<Trans>Este navegador no recibe avisos</Trans>}
      >
        <Trans>
          Abre el portal en Chrome, Edge, Firefox o Safari actualizados para recibir avisos de reservas y
          mensajes.
        </Trans>
      </Alert>
    );
  }
  return null;
}

/** "Avisos en este dispositivo": the browser's permission, its push subscription, and the server's copy of it. */
function DeviceSwitch() {
  const { t } = useLingui();
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const look = useCallback(() => {
    void pushSupport().then(setSupport, () => setSupport('unsupported'));
  }, []);
  useEffect(look, [look]);

  if (!support) return <Skeleton h={28} w={260} aria-label={t`Cargando`} />;

  const change = async (on: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (on) await turnPushOn();
      else await turnPushOff(deletePushSubscription);
    } catch (error) {
      if (!(error instanceof PushRefused)) setFailed(true);
    } finally {
      setBusy(false);
      look();
    }
  };

  return (
    <Stack gap="sm">
      <Switch
        size="md"
        label={<Trans>Avisos en este dispositivo</Trans>}
        description={<Trans>Te avisamos aunque el portal esté cerrado.</Trans>}
        checked={support === 'on'}
        disabled={busy || (support !== 'on' && support !== 'off')}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      <SupportNotice support={support} />
      {failed ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} />}
          title={<Trans>No se pudo cambiar</Trans>}
        >
          <Trans>Revisa tu conexión e inténtalo de nuevo.</Trans>
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The three switches per kind, saved as each is turned (every device of the person follows them). */
function KindSwitches() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const query = useQuery(notificationPreferencesQuery());
  const save = useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQuery().queryKey, saved),
  });

  if (query.isError && !query.data) {
    return (
      <LoadFailure
        failure={asFailure(query.error)}
        reset={() => void query.refetch()}
        title={<Trans>No se pudieron cargar tus avisos</Trans>}
      />
    );
  }
  if (!query.data) {
    return (
      <Stack gap="md" aria-label={t`Cargando`}>
        {NOTIFICATION_KINDS.map((kind) => (
          <Skeleton key={kind} h={40} />
        ))}
      </Stack>
    );
  }
  // While a change is saved the switch shows it; a refused save puts the saved value back.
  const shown: NotificationPreferences = save.isPending && save.variables ? save.variables : query.data;

  return (
    <Stack gap="md">
      {NOTIFICATION_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={i18n._(KIND_LABELS[kind].label)}
          description={i18n._(KIND_LABELS[kind].description)}
          checked={shown[kind]}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ ...shown, [kind]: event.currentTarget.checked })}
        />
      ))}
      {save.isError ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} />}
          title={<Trans>No se guardó el cambio</Trans>}
        >
          <Trans>Revisa tu conexión e inténtalo de nuevo.</Trans>
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * /settings/notifications (issue 32): whether this device receives the portal's pushes, and which kinds of them the
 * person receives on every device.
 */
export function NotificationSettingsPage() {
  return (
    <Container size={760} px={{ base: 'xs', sm: 'md' }} py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          <Trans>Notificaciones</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Responde a tiempo: te avisamos de cada reserva nueva, de las que están por vencer y de los
            mensajes nuevos.
          </Trans>
        </Text>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="device-notifications">
          <Title order={2} size="h4" mb="sm" id="device-notifications">
            <Trans>Este dispositivo</Trans>
          </Title>
          <DeviceSwitch />
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="notification-kinds">
          <Title order={2} size="h4" mb="sm" id="notification-kinds">
            <Trans>Qué avisos recibir</Trans>
          </Title>
          <KindSwitches />
        </Paper>
      </Stack>
    </Container>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MachineModel } from '../../../machines/machineModel.ts';
import { ROLE } from '../../../machines/roles.ts';
import { eventLabel, statechartGraph, stateValueOf } from '../../../machines/statechartGraph.ts';
import { rolesOf, useSession } from '../../api/session.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { loadStatechartModels } from './statechartModels.ts';
import { renderStatechartSvg } from './statechartSvg.ts';
import { useModelActor } from './useModelActor.ts';
import { workerLayout } from './workerLayout.ts';

/** /dev/statecharts: every workflow machine drawn, with a running actor a designer can drive. */
export function StatechartsPage() {
  const session = useSession();
  const allowed = import.meta.env.DEV || (session !== null && rolesOf(session.user).includes(ROLE.operator));
  const models = useQuery({
    queryKey: ['dev', 'statechart-models'],
    queryFn: loadStatechartModels,
    enabled: allowed,
  });
  const [chosen, setChosen] = useState<string | null>(null);

  if (!allowed) {
    return (
      <Alert color="gray" title={<Trans>Página no disponible</Trans>} m="xl">
        <Trans>Los diagramas de estados están disponibles en desarrollo y para el equipo de operación.</Trans>
      </Alert>
    );
  }
  const model = models.data?.find((m) => m.id === chosen) ?? models.data?.[0];
  return (
    <Stack p={{ base: 'sm', sm: 'xl' }} gap="md">
      <Title order={1} size="h2">
        <Trans>Diagramas de estados</Trans>
      </Title>
      <Text c="dimmed" size="sm">
        <Trans>
          Cada flujo del portal como máquina de estados. Elige una, envía eventos y mira el estado actual
          resaltado.
        </Trans>
      </Text>
      {models.isPending && <Skeleton height={320} />}
      {models.data && model && (
        <>
          <Select
            label={<Trans>Máquina</Trans>}
            data={models.data.map((m) => m.id)}
            value={model.id}
            onChange={setChosen}
            maw={320}
          />
          <MachineView key={model.id} model={model} />
        </>
      )}
    </Stack>
  );
}

function MachineView({ model }: { model: MachineModel }) {
  const { t } = useLingui();
  const graph = statechartGraph(model.machine);
  const svg = useQuery({
    queryKey: ['dev', 'statechart-svg', model.id],
    queryFn: () => renderStatechartSvg(graph, workerLayout()),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { snapshot, failure, can, send, restart } = useModelActor(model);
  const active = graph.nodes.filter(
    (n) => snapshot && n.path.length > 0 && snapshot.matches(stateValueOf(n.path) as never),
  );
  const highlight = active
    .map(
      (n) =>
        `[data-statechart="${model.id}"] [data-id="${CSS.escape(n.id)}"] > rect { fill: #fef3c7; stroke: #d97706; stroke-width: 3; }`,
    )
    .join('\n');
  const events = [...new Map(model.events.map((e) => [JSON.stringify(e), e])).values()];
  const stateText = snapshot ? JSON.stringify(snapshot.value) : '';

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="xs">
            <Text fw={600}>
              <Trans>Estado actual</Trans>
            </Text>
            <Code data-testid="current-state">{stateText}</Code>
            {snapshot?.status === 'done' && (
              <Badge color="gray">
                <Trans>terminada</Trans>
              </Badge>
            )}
          </Group>
          <Button variant="light" size="xs" leftSection={<IconRefresh size={14} />} onClick={restart}>
            <Trans>Reiniciar</Trans>
          </Button>
        </Group>
        {failure && (
          <Alert color="red" mt="sm" title={<Trans>La máquina se detuvo con un error</Trans>}>
            <Code block>{failure}</Code>
          </Alert>
        )}
        <Group gap={6} mt="sm" role="group" aria-label={t`Eventos`}>
          {events.map((event) => (
            <Button
              key={JSON.stringify(event)}
              size="compact-xs"
              variant="default"
              leftSection={<IconPlayerPlay size={12} />}
              disabled={!can(event)}
              title={JSON.stringify(event)}
              onClick={() => send(event)}
            >
              {eventLabel(event.type)}
            </Button>
          ))}
        </Group>
      </Paper>
      {svg.isPending && <Skeleton height={400} />}
      {svg.data && (
        <ScrollRegion
          label={t`Diagrama de ${model.id}`}
          style={{ overflow: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data.replace('</style>', `${highlight}\n</style>`))}`}
            alt={t`Diagrama de ${model.id}; estado actual ${stateText}`}
            style={{ display: 'block', maxWidth: 'none' }}
          />
        </ScrollRegion>
      )}
    </Stack>
  );
}

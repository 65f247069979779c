import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ROLE } from '../../../machines/roles.ts';
import { rolesOf, useSession } from '../../api/session.ts';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { ListLoadFailure, ListSkeleton } from '../../ui/ListStates.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { WhiteLandingCreateDialog } from './WhiteLandingCreateDialog.tsx';
import { WhiteLandingDeleteDialog } from './WhiteLandingDeleteDialog.tsx';
import { LANGUAGE_NAMES, STATUS_NAMES } from './whiteLandingMessages.ts';
import { publicLandingPath } from './whiteLandingPaths.ts';
import { type LandingSummary, whiteLandingListQuery } from './whiteLandingQueries.ts';

/** The landing asked about, kept while its dialog closes. */
interface Removal {
  landing: LandingSummary | null;
  opened: boolean;
}

/**
 * /white-landing (SPEC §2 "White landing pages", "admin landings list"): the person's landings — the operator's, every
 * landing with its owner — with the create dialog, each one's page, its public page once published, and deletion
 * behind a yes/no question.
 */
export function WhiteLandingListPage() {
  const navigate = useNavigate();
  const session = useSession();
  const operator = session !== null && rolesOf(session.user).includes(ROLE.operator);
  const list = useQuery(whiteLandingListQuery());
  const [creating, setCreating] = useState(false);
  const [removal, setRemoval] = useState<Removal>({ landing: null, opened: false });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            <Trans>Landings</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            {operator ? (
              <Trans>Las landings de todos los socios, influencers y agentes, y las tuyas.</Trans>
            ) : (
              <Trans>
                Páginas con los productos que recomiendas en los destinos que conoces. Las reservas que
                lleguen por ellas cuentan para tu código.
              </Trans>
            )}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          <Trans>Crear landing</Trans>
        </Button>
      </Group>
      <LandingList
        list={list}
        withOwner={operator}
        onDelete={(landing) => setRemoval({ landing, opened: true })}
      />
      <WhiteLandingCreateDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(landing) => {
          setCreating(false);
          void navigate({ to: '/white-landing/$id', params: { id: landing._id } });
        }}
      />
      <WhiteLandingDeleteDialog
        landing={removal.landing}
        opened={removal.opened}
        onClose={() => setRemoval((last) => ({ ...last, opened: false }))}
      />
    </Stack>
  );
}

interface LandingListProps {
  list: UseQueryResult<LandingSummary[]>;
  withOwner: boolean;
  onDelete: (landing: LandingSummary) => void;
}

/** The table of landings, or its loading, failure or empty state. */
function LandingList({ list, withOwner, onDelete }: LandingListProps) {
  const { t, i18n } = useLingui();
  if (list.isPending) {
    return <ListSkeleton label={t`Cargando las landings`} rowHeight={48} />;
  }
  if (list.isError) {
    return (
      <ListLoadFailure title={t`No se pudieron cargar las landings`} onRetry={() => void list.refetch()} />
    );
  }
  if (list.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center">
          <Trans>
            Aún no tienes landings. Crea la primera para mostrar a tus viajeros los productos que recomiendas.
          </Trans>
        </Text>
      </Paper>
    );
  }
  const language = currentLanguage();
  return (
    <ScrollRegion label={t`Tabla de landings`}>
      <Table striped highlightOnHover miw={withOwner ? 860 : 760} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Título</Trans>
            </Table.Th>
            {withOwner ? (
              <Table.Th>
                <Trans>Propietario</Trans>
              </Table.Th>
            ) : null}
            <Table.Th>
              <Trans>Idioma</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Estado</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Ubicaciones</Trans>
            </Table.Th>
            <Table.Th ta="end">
              <Trans>Productos</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Actualizada</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Acciones</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((landing) => (
            <Table.Tr key={landing._id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text fw={600} size="sm">
                  {landing.title}
                </Text>
              </Table.Td>
              {withOwner ? <Table.Td>{landing.owner_name}</Table.Td> : null}
              <Table.Td lang={landing.language}>{LANGUAGE_NAMES[landing.language]}</Table.Td>
              <Table.Td>
                <Badge color={landing.status === 'published' ? 'teal' : 'gray'} variant="light">
                  {i18n._(STATUS_NAMES[landing.status])}
                </Badge>
              </Table.Td>
              <Table.Td ta="end">{landing.locations_count}</Table.Td>
              <Table.Td ta="end">{landing.products_count}</Table.Td>
              <Table.Td>{formatDate(landing.updated_at, language)}</Table.Td>
              <Table.Td>
                <LandingActions landing={landing} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** A landing's actions, each named with the landing's title for a screen reader. */
function LandingActions({
  landing,
  onDelete,
}: {
  landing: LandingSummary;
  onDelete: (l: LandingSummary) => void;
}) {
  const { t } = useLingui();
  const { title } = landing;
  return (
    // As wide as its buttons: a button hides what overflows it, so squeezed by the table it would cut its words.
    <Group gap="xs" wrap="nowrap" miw="max-content">
      <ButtonLink
        to="/white-landing/$id"
        params={{ id: landing._id }}
        size="xs"
        variant="light"
        aria-label={t`Abrir ${title}`}
      >
        <Trans>Abrir</Trans>
      </ButtonLink>
      {landing.status === 'published' ? (
        <Anchor
          href={publicLandingPath(landing._id)}
          target="_blank"
          rel="noopener"
          size="sm"
          aria-label={t`Ver la página pública de ${title} (se abre en una pestaña nueva)`}
        >
          <Group gap={4} component="span" wrap="nowrap">
            <Trans>Ver página</Trans>
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ) : null}
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => onDelete(landing)}
        aria-label={t`Eliminar ${title}`}
      >
        <Trans>Eliminar</Trans>
      </Button>
    </Group>
  );
}

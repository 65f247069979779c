import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDate } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { ListLoadFailure, ListSkeleton } from '../../ui/ListStates.tsx';
import { KIND_NAMES, LANGUAGE_NAMES, STATUS_NAMES } from './siteContentMessages.ts';
import { publicPathOf } from './siteContentPaths.ts';
import type { SiteContent } from './siteContentQueries.ts';

interface SiteContentListProps {
  list: UseQueryResult<SiteContent[]>;
  onEdit: (page: SiteContent) => void;
  onDelete: (page: SiteContent) => void;
}

/** The pages the filters leave, newest change first, each with its state and what can be done with it. */
export function SiteContentList({ list, onEdit, onDelete }: SiteContentListProps) {
  const { t } = useLingui();
  if (list.isPending) {
    return <ListSkeleton label={t`Cargando las páginas`} rowHeight={88} />;
  }
  if (list.isError) {
    return (
      <ListLoadFailure title={t`No se pudieron cargar las páginas`} onRetry={() => void list.refetch()} />
    );
  }
  if (list.data.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No hay páginas con estos filtros.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm" aria-busy={list.isPlaceholderData}>
      {list.data.map((page) => (
        <SiteContentRow key={page._id} page={page} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </Stack>
  );
}

interface SiteContentRowProps {
  page: SiteContent;
  onEdit: (page: SiteContent) => void;
  onDelete: (page: SiteContent) => void;
}

/** One page: its title and state, where it is (kind, language, address), when it last changed, its actions. */
function SiteContentRow({ page, onEdit, onDelete }: SiteContentRowProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const shown = publicPathOf(page);
  const address = page.parent_slug ? `${page.parent_slug}/${page.slug}` : page.slug;
  const changed = formatDate(page.updated_at, currentLanguage());
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {page.title}
            </Text>
            <Badge color={page.status === 'published' ? 'teal' : 'gray'} variant="light">
              {i18n._(STATUS_NAMES[page.status])}
            </Badge>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{i18n._(KIND_NAMES[page.kind])}</Text>
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
            <Text size="sm" lang={page.language}>
              {LANGUAGE_NAMES[page.language]}
            </Text>
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
            <Code style={{ overflowWrap: 'anywhere' }}>{address}</Code>
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>Último cambio: {changed}</Trans>
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {shown ? (
            <Anchor href={shown} target="_blank" rel="noopener" size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <Trans>Ver en el sitio</Trans>
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : null}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(page)}
          >
            <Trans>Editar</Trans>
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete(page)}
          >
            <Trans>Eliminar</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

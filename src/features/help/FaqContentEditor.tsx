import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { HELP_ROOT } from '../../api/helpQueries.ts';
import { ConfirmRemovalDialog, type Removal } from '../../ui/ConfirmRemovalDialog.tsx';
import { ListLoadFailure, ListSkeleton } from '../../ui/ListStates.tsx';
import { FaqEntryForm } from './FaqEntryForm.tsx';
import { FAQ_CATEGORY_NAMES } from './faqCategoryNames.ts';
import { CONTENT_LANGUAGE_NAMES, helpContentMessages } from './helpContentMessages.ts';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  deleteFaqEntry,
  type FaqEntry,
  faqEntriesQuery,
} from './helpContentQueries.ts';

/** The question being changed, `new` for one being written, null while the form is closed. */
type Editing = FaqEntry | 'new' | null;

/**
 * The providers' frequent questions in the operator's content screen (issue 31): the list of one language by order,
 * a question written or changed in the form above it (plain text, previewed as the FAQ page shows it), deleted after
 * a yes/no question. What is typed stays while the screen's other tabs are looked at.
 */
export function FaqContentEditor() {
  const { t } = useLingui();
  const [language, setLanguage] = useState<ContentLanguage>('es');
  const list = useQuery(faqEntriesQuery(language));
  const [editing, setEditing] = useState<Editing>(null);
  const [removal, setRemoval] = useState<{ removal: Removal | null; opened: boolean }>({
    removal: null,
    opened: false,
  });

  const askToDelete = (entry: FaqEntry) => {
    const { question } = entry;
    setRemoval({
      opened: true,
      removal: {
        id: entry._id,
        question: (
          <Text size="sm">
            <Trans>
              ¿Eliminar la pregunta «{question}»? Deja de verse en las preguntas frecuentes y no se puede
              deshacer.
            </Trans>
          </Text>
        ),
        remove: async () => {
          await deleteFaqEntry(entry._id);
          // A question deleted while it is being changed closes its form.
          setEditing((current) => (current !== 'new' && current?._id === entry._id ? null : current));
        },
        deleted: helpContentMessages.questionDeleted,
        failed: helpContentMessages.deleteFailed,
        // The lists, the public FAQ and the step help of this tab are read again.
        refresh: HELP_ROOT,
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            <Trans>Preguntas frecuentes</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              Las preguntas de /frequent-questions, en español y en inglés. La respuesta es texto simple; los
              proveedores ven el cambio al guardar.
            </Trans>
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          <Trans>Nueva pregunta</Trans>
        </Button>
      </Group>
      {editing !== null ? (
        <FaqEntryForm
          key={editing === 'new' ? 'new' : editing._id}
          entry={editing === 'new' ? null : editing}
          language={language}
          onDone={(saved) => {
            setEditing(null);
            // A question saved in the other language is shown where it went.
            if (saved) setLanguage(saved.language);
          }}
        />
      ) : null}
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          aria-label={t`Idioma de las preguntas`}
          value={language}
          onChange={(value) => setLanguage(CONTENT_LANGUAGES.find((known) => known === value) ?? 'es')}
          data={CONTENT_LANGUAGES.map((known) => ({ value: known, label: CONTENT_LANGUAGE_NAMES[known] }))}
        />
      </Box>
      <FaqList list={list} onEdit={setEditing} onDelete={askToDelete} />
      <ConfirmRemovalDialog
        title={t`Eliminar pregunta`}
        removal={removal.removal}
        opened={removal.opened}
        onClose={() => setRemoval((last) => ({ ...last, opened: false }))}
      />
    </Stack>
  );
}

interface FaqListProps {
  list: UseQueryResult<FaqEntry[]>;
  onEdit: (entry: FaqEntry) => void;
  onDelete: (entry: FaqEntry) => void;
}

function FaqList({ list, onEdit, onDelete }: FaqListProps) {
  const { t } = useLingui();
  if (list.isPending) {
    return <ListSkeleton label={t`Cargando las preguntas`} rowHeight={72} />;
  }
  if (list.isError) {
    return (
      <ListLoadFailure title={t`No se pudieron cargar las preguntas`} onRetry={() => void list.refetch()} />
    );
  }
  if (list.data.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Aún no hay preguntas</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm" aria-busy={list.isFetching}>
      {list.data.map((entry) => (
        <FaqRow key={entry._id} entry={entry} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </Stack>
  );
}

/** One question: its place, its words and category, and what can be done with it. */
function FaqRow({ entry, onEdit, onDelete }: { entry: FaqEntry } & Omit<FaqListProps, 'list'>) {
  const { i18n } = useLingui();
  const questionId = useId();
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-labelledby={questionId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text c="dimmed" fw={600} aria-hidden>
              {entry.order}.
            </Text>
            <Text fw={600} id={questionId} lang={entry.language} style={{ overflowWrap: 'anywhere' }}>
              {entry.question}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light">{i18n._(FAQ_CATEGORY_NAMES[entry.category])}</Badge>
            <Text size="sm" c="dimmed" lineClamp={2} lang={entry.language}>
              {entry.answer}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(entry)}
          >
            <Trans>Editar</Trans>
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onDelete(entry)}
          >
            <Trans>Eliminar</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  Box,
  Button,
  Code,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { HELP_ROOT } from '../../api/helpQueries.ts';
import { ConfirmRemovalDialog, type Removal } from '../../ui/ConfirmRemovalDialog.tsx';
import { ListLoadFailure, ListSkeleton } from '../../ui/ListStates.tsx';
import { HelpTextForm } from './HelpTextForm.tsx';
import { CONTENT_LANGUAGE_NAMES, helpContentMessages } from './helpContentMessages.ts';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  deleteHelpText,
  type HelpContentEntry,
  helpContentsQuery,
  isLastFallback,
} from './helpContentQueries.ts';
import { typeNameOf } from './helpTextKinds.ts';

/** A filter's "every type", "every step" or "every language" choice. */
const ALL = 'all';

/** The text being changed, `new` for one being written, null while the form is closed. */
type Editing = HelpContentEntry | 'new' | null;

/**
 * The wizard steps' help texts in the operator's content screen (issue 31): every text, filtered by product type,
 * step and language, changed (title and plain text, previewed as the wizard shows it) or written for a type and
 * step, and deleted after a yes/no question — but the step's generic Spanish text, every other's fallback, stays.
 */
export function HelpTextsEditor() {
  const { t, i18n } = useLingui();
  const list = useQuery(helpContentsQuery());
  const [chosenType, setType] = useState<string>(ALL);
  const [chosenStep, setStep] = useState<string>(ALL);
  const [language, setLanguage] = useState<ContentLanguage | typeof ALL>(ALL);
  const [editing, setEditing] = useState<Editing>(null);
  const [removal, setRemoval] = useState<{ removal: Removal | null; opened: boolean }>({
    removal: null,
    opened: false,
  });

  const typeName = (value: number) => {
    const name = typeNameOf(value);
    return name ? i18n._(name) : String(value);
  };
  const texts = list.data ?? [];
  // The filters offer what the list holds; a choice the list no longer holds (its last text deleted) is none.
  const types = [...new Set(texts.map((text) => text.typeProduct))].sort((a, b) => a - b);
  const steps = [...new Set(texts.map((text) => text.step))].sort();
  const type = types.includes(Number(chosenType)) ? chosenType : ALL;
  const step = steps.includes(chosenStep) ? chosenStep : ALL;
  const shown = texts.filter(
    (text) =>
      (type === ALL || text.typeProduct === Number(type)) &&
      (step === ALL || text.step === step) &&
      (language === ALL || text.language === language),
  );

  const askToDelete = (text: HelpContentEntry) => {
    const { title } = text;
    const where = `${text.step} · ${typeName(text.typeProduct)} · ${CONTENT_LANGUAGE_NAMES[text.language]}`;
    setRemoval({
      opened: true,
      removal: {
        id: text.id,
        question: (
          <Text size="sm">
            <Trans>
              ¿Eliminar el texto «{title}» ({where})? El paso mostrará en su lugar el texto general o el de
              español.
            </Trans>
          </Text>
        ),
        remove: async () => {
          await deleteHelpText(text.id);
          setEditing((current) => (current !== 'new' && current?.id === text.id ? null : current));
        },
        deleted: helpContentMessages.textDeleted,
        failed: helpContentMessages.deleteFailed,
        // The lists, the public FAQ and the step help of this tab are read again.
        refresh: HELP_ROOT,
        refusal: (failure) => (failure.status === 409 ? helpContentMessages.lastFallback : null),
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            <Trans>Textos de ayuda</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              La ayuda de cada paso de los asistentes, en español y en inglés: el texto general de un paso lo
              leen todos los tipos de producto que no tienen uno propio. Es texto simple; los proveedores ven
              el cambio al guardar.
            </Trans>
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          <Trans>Nuevo texto</Trans>
        </Button>
      </Group>
      {editing !== null ? (
        <HelpTextForm
          key={editing === 'new' ? 'new' : editing.id}
          text={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NativeSelect
          label={t`Tipo de producto`}
          value={type}
          onChange={(event) => setType(event.currentTarget.value)}
          data={[
            { value: ALL, label: t`Todos los tipos` },
            ...types.map((known) => ({ value: String(known), label: typeName(known) })),
          ]}
        />
        <NativeSelect
          label={t`Paso`}
          value={step}
          onChange={(event) => setStep(event.currentTarget.value)}
          data={[{ value: ALL, label: t`Todos los pasos` }, ...steps]}
        />
        <Box maw="100%" style={{ overflowX: 'auto', alignSelf: 'end' }}>
          <SegmentedControl
            miw="max-content"
            aria-label={t`Idioma`}
            value={language}
            onChange={(value) => setLanguage(CONTENT_LANGUAGES.find((known) => known === value) ?? ALL)}
            data={[
              { value: ALL, label: t`Todos los idiomas` },
              ...CONTENT_LANGUAGES.map((known) => ({ value: known, label: CONTENT_LANGUAGE_NAMES[known] })),
            ]}
          />
        </Box>
      </SimpleGrid>
      {list.isPending ? (
        <ListSkeleton label={t`Cargando los textos de ayuda`} rowHeight={72} />
      ) : list.isError ? (
        <ListLoadFailure
          title={t`No se pudieron cargar los textos de ayuda`}
          onRetry={() => void list.refetch()}
        />
      ) : shown.length === 0 ? (
        <Text c="dimmed">
          <Trans>No hay textos con estos filtros.</Trans>
        </Text>
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching}>
          {shown.map((text) => (
            <HelpTextRow
              key={text.id}
              text={text}
              typeName={typeName(text.typeProduct)}
              onEdit={setEditing}
              onDelete={askToDelete}
            />
          ))}
        </Stack>
      )}
      <ConfirmRemovalDialog
        title={t`Eliminar texto de ayuda`}
        removal={removal.removal}
        opened={removal.opened}
        onClose={() => setRemoval((last) => ({ ...last, opened: false }))}
      />
    </Stack>
  );
}

interface HelpTextRowProps {
  text: HelpContentEntry;
  typeName: string;
  onEdit: (text: HelpContentEntry) => void;
  onDelete: (text: HelpContentEntry) => void;
}

/** One text: its title, where it shows (step, type, language), and what can be done with it. */
function HelpTextRow({ text, typeName, onEdit, onDelete }: HelpTextRowProps) {
  const titleId = useId();
  return (
    <Paper component="article" withBorder radius="md" p="sm" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
          <Text fw={600} id={titleId} lang={text.language} style={{ overflowWrap: 'anywhere' }}>
            {text.title}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Code>{text.step}</Code>
            <Text size="sm">{typeName}</Text>
            <Text size="sm" c="dimmed" aria-hidden>
              ·
            </Text>
            <Text size="sm" lang={text.language}>
              {CONTENT_LANGUAGE_NAMES[text.language]}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2} lang={text.language}>
            {text.body}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={() => onEdit(text)}
          >
            <Trans>Editar</Trans>
          </Button>
          {isLastFallback(text) ? null : (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => onDelete(text)}
            >
              <Trans>Eliminar</Trans>
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

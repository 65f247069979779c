import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyDialogBody } from '../../ui/LazyDialogBody.tsx';
import { lazyPart } from '../../ui/LazyPart.tsx';
import { SiteContentDeleteDialog } from './SiteContentDeleteDialog.tsx';
import { SiteContentList } from './SiteContentList.tsx';
import { KIND_FILTER_NAMES, LANGUAGE_NAMES } from './siteContentMessages.ts';
import {
  SITE_LANGUAGES,
  SITE_PAGE_KINDS,
  type SiteContent,
  type SiteContentFilters,
  type SiteLanguage,
  type SitePageKind,
  siteContentListQuery,
} from './siteContentQueries.ts';

/** The editor's code (its form, fields and preview) downloads when it first opens, not with the list. */
const siteContentEditor = lazyPart(() =>
  import('./SiteContentEditor.tsx').then((module) => module.SiteContentEditor),
);

/** A filter's "every kind" or "every language" choice. */
const ALL = 'all';

/** The page being edited, `new` for one being written, null while the editor is closed. */
type Editing = SiteContent | 'new' | null;

/** The page asked about, kept while its dialog closes. */
interface Removal {
  page: SiteContent | null;
  opened: boolean;
}

/**
 * /site-content (issue 31): the operator's list of every page of the public site — landings, terms and blog, in
 * Spanish and English, drafts included — filtered by kind and language, with the editor (Markdown with the
 * server's preview) and deletion behind a yes/no question.
 */
export function SiteContentPage() {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery('(max-width: 36em)');
  const [kind, setKind] = useState<SitePageKind | typeof ALL>(ALL);
  const [language, setLanguage] = useState<SiteLanguage | typeof ALL>(ALL);
  const filters: SiteContentFilters = {
    ...(kind === ALL ? {} : { kind }),
    ...(language === ALL ? {} : { language }),
  };
  const list = useQuery(siteContentListQuery(filters));
  const [editing, setEditing] = useState<Editing>(null);
  const [removal, setRemoval] = useState<Removal>({ page: null, opened: false });
  const editedPage = editing === 'new' ? null : editing;
  const closeEditor = () => setEditing(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            <Trans>Contenido del sitio</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              Las landings, los términos y el blog del sitio público, en español y en inglés. El texto se
              escribe en Markdown; un borrador solo lo ve el equipo.
            </Trans>
          </Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing('new')}
          onPointerEnter={siteContentEditor.prefetch}
          onFocus={siteContentEditor.prefetch}
        >
          <Trans>Nueva página</Trans>
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        {/* On a phone a filter scrolls sideways rather than cut its names short. */}
        <Box maw="100%" style={{ overflowX: 'auto' }}>
          <SegmentedControl
            miw="max-content"
            aria-label={t`Tipo de página`}
            value={kind}
            onChange={(value) => setKind(SITE_PAGE_KINDS.find((known) => known === value) ?? ALL)}
            data={[
              { value: ALL, label: t`Todas` },
              ...SITE_PAGE_KINDS.map((known) => ({ value: known, label: i18n._(KIND_FILTER_NAMES[known]) })),
            ]}
          />
        </Box>
        <Box maw="100%" style={{ overflowX: 'auto' }}>
          <SegmentedControl
            miw="max-content"
            aria-label={t`Idioma`}
            value={language}
            onChange={(value) => setLanguage(SITE_LANGUAGES.find((known) => known === value) ?? ALL)}
            data={[
              { value: ALL, label: t`Todos los idiomas` },
              ...SITE_LANGUAGES.map((known) => ({ value: known, label: LANGUAGE_NAMES[known] })),
            ]}
          />
        </Box>
      </Group>
      <SiteContentList
        list={list}
        onEdit={setEditing}
        onDelete={(page) => setRemoval({ page, opened: true })}
      />
      <Modal
        opened={editing !== null}
        onClose={closeEditor}
        title={editedPage ? t`Editar página` : t`Nueva página`}
        size={1050}
        fullScreen={phone}
        // A click beside the editor must not throw away what was typed; Escape and the close button still close it.
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': t`Cerrar` }}
      >
        {/* The body mounts on each opening, so the form starts from the stored page or a blank one. */}
        <LazyDialogBody part={siteContentEditor}>
          {(Editor) => <Editor page={editedPage} onSaved={closeEditor} onCancel={closeEditor} />}
        </LazyDialogBody>
      </Modal>
      <SiteContentDeleteDialog
        page={removal.page}
        opened={removal.opened}
        onClose={() => setRemoval((last) => ({ ...last, opened: false }))}
      />
    </Stack>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Switch } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { RequestFailure } from '../../../machines/requestFailure.ts';
import { asFailure } from '../../api/errors.ts';
import { CountedTextarea } from '../../ui/CountedTextarea.tsx';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { tooManyAttempts } from '../../ui/tooManyAttempts.ts';
import { WriteAndPreview } from '../../ui/WriteAndPreview.tsx';
import { SiteContentFields } from './SiteContentFields.tsx';
import { SiteContentPreview } from './SiteContentPreview.tsx';
import {
  fieldRefusalOf,
  initialValuesOf,
  SITE_CONTENT_LIMITS,
  type SiteContentValues,
  siteContentSchema,
  slugOf,
  toSiteContentInput,
} from './siteContentForm.ts';
import { siteContentMessages } from './siteContentMessages.ts';
import { publicPathOf } from './siteContentPaths.ts';
import { SITE_CONTENT_KEY, type SiteContent, saveSiteContent } from './siteContentQueries.ts';

export interface SiteContentEditorProps {
  /** The page being changed; null writes a new one. */
  page: SiteContent | null;
  /** Saved: the dialog closes, the list shows the page as stored. */
  onSaved: (page: SiteContent) => void;
  onCancel: () => void;
}

/** What a refused save says above the buttons when no field can say it. */
function unplacedMessage(failure: RequestFailure): MessageDescriptor {
  if (failure.status === 429) return tooManyAttempts(failure);
  if (failure.status === 409) return siteContentMessages.staysASection;
  return siteContentMessages.saveFailed;
}

/**
 * The operator writes or changes a page of the site (issue 31): its identity (kind, language, address), its
 * header, what its kind uses (a terms section's parent and place, a post's author and image), whether it is
 * public, and its Markdown with the server's preview beside it. A refused save keeps everything typed, the
 * refusal on the field it names.
 */
export function SiteContentEditor({ page, onSaved, onCancel }: SiteContentEditorProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // A page already written keeps its address unless the operator changes it; a new one follows its title.
  const slugTouched = useRef(page !== null);
  const form = useForm<SiteContentValues>({
    initialValues: initialValuesOf(page),
    validate: schemaResolver(siteContentSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  const values = form.getValues();

  const save = useMutation({
    mutationFn: (checked: SiteContentValues) =>
      saveSiteContent(page?._id ?? null, toSiteContentInput(checked)),
    onSuccess: async (saved) => {
      notifications.show({ color: 'teal', message: i18n._(siteContentMessages.saved) });
      await queryClient.invalidateQueries({ queryKey: SITE_CONTENT_KEY });
      onSaved(saved);
    },
    onError: (error) => {
      const refusal = fieldRefusalOf(asFailure(error), form.getValues());
      if (!refusal) return;
      // The text's own refusal is shown where it is written.
      form.setFieldError(refusal.field, i18n._(refusal.message));
      focusFirstInvalid();
    },
  });
  const failure = save.error ? asFailure(save.error) : null;
  const unplaced = failure !== null && fieldRefusalOf(failure, values) === null;

  /** The address follows the title until the operator types one of their own (or empties it). */
  const changeTitle = (title: string) => {
    form.setFieldValue('title', title);
    if (!slugTouched.current) form.setFieldValue('slug', slugOf(title));
  };
  const changeSlug = (slug: string) => {
    slugTouched.current = slug !== '';
    form.setFieldValue('slug', slug);
  };

  const shown = page ? publicPathOf(page) : null;
  const saving = save.isPending;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (checked) => save.mutate(checked),
        () => {
          focusFirstInvalid();
        },
      )}
    >
      <Stack gap="md">
        <SiteContentFields
          form={form}
          page={page}
          disabled={saving}
          onTitleChange={changeTitle}
          onSlugChange={changeSlug}
        />
        <Switch
          label={t`Publicada`}
          description={t`Apagado, la página es un borrador que solo ve el equipo. Encendido, se ve en el sitio al guardar.`}
          disabled={saving}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <WriteAndPreview
          error={form.errors.body}
          write={
            <CountedTextarea
              label={t`Texto de la página (Markdown)`}
              placeholder={t`## Un título de sección, **negrita**, - un punto de una lista, [un enlace](https://ejemplo.com)`}
              minRows={10}
              maxRows={30}
              maxLength={SITE_CONTENT_LIMITS.body}
              disabled={saving}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.getInputProps('body')}
            />
          }
          preview={(shown) => <SiteContentPreview body={values.body} active={shown} />}
        />
        {unplaced && failure ? (
          <Alert color="red" role="alert">
            {i18n._(unplacedMessage(failure))}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          {shown ? (
            <Anchor href={shown} target="_blank" rel="noopener" size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <Trans>Ver en el sitio</Trans>
                <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : (
            <span />
          )}
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {page ? <Trans>Guardar cambios</Trans> : <Trans>Guardar página</Trans>}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

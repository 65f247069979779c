import { useLingui } from '@lingui/react/macro';
import { NativeSelect, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { CountedTextarea } from '../../ui/CountedTextarea.tsx';
import { NativeRadioGroup } from '../../ui/NativeRadioGroup.tsx';
import { FIELDS_OF_KIND, SITE_CONTENT_LIMITS, type SiteContentValues } from './siteContentForm.ts';
import { KIND_NAMES, LANGUAGE_NAMES } from './siteContentMessages.ts';
import { LANDING_SLUGS } from './siteContentPaths.ts';
import {
  SITE_LANGUAGES,
  SITE_PAGE_KINDS,
  type SiteContent,
  type SiteLanguage,
  type SitePageKind,
  siteContentListQuery,
} from './siteContentQueries.ts';

interface SiteContentFieldsProps {
  form: UseFormReturnType<SiteContentValues>;
  /** The page being changed (it cannot be its own parent); null for a new one. */
  page: SiteContent | null;
  disabled: boolean;
  onTitleChange: (title: string) => void;
  onSlugChange: (slug: string) => void;
}

/** The page's fields above its text: the ones every page has, then those its kind uses. */
export function SiteContentFields({
  form,
  page,
  disabled,
  onTitleChange,
  onSlugChange,
}: SiteContentFieldsProps) {
  const { t, i18n } = useLingui();
  const values = form.getValues();
  const uses = FIELDS_OF_KIND[values.kind];
  const landingSlugs = LANDING_SLUGS.join(', ');

  // A parent is a terms section of the same language: another kind or language leaves the page without one.
  const chooseKind = (kind: string) => {
    form.setFieldValue('kind', kind as SitePageKind);
    if (!FIELDS_OF_KIND[kind as SitePageKind].parent) form.setFieldValue('parentSlug', '');
  };
  const chooseLanguage = (language: string) => {
    form.setFieldValue('language', language as SiteLanguage);
    form.setFieldValue('parentSlug', '');
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeRadioGroup
          label={t`Tipo de página`}
          required
          cols={3}
          options={SITE_PAGE_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_NAMES[kind]) }))}
          value={values.kind}
          onChange={chooseKind}
          error={form.errors.kind}
        />
        <NativeRadioGroup
          label={t`Idioma`}
          required
          cols={2}
          options={SITE_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          value={values.language}
          onChange={chooseLanguage}
          error={form.errors.language}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Título`}
          required
          data-autofocus
          maxLength={SITE_CONTENT_LIMITS.title}
          disabled={disabled}
          {...form.getInputProps('title')}
          onChange={(event) => onTitleChange(event.currentTarget.value)}
        />
        <TextInput
          label={t`Dirección (slug)`}
          description={
            values.kind === 'landing'
              ? t`Las landings del sitio son ${landingSlugs}.`
              : t`Solo minúsculas, números y guiones; se completa con el título mientras no la cambies.`
          }
          required
          maxLength={SITE_CONTENT_LIMITS.slug}
          autoCapitalize="none"
          spellCheck={false}
          disabled={disabled}
          {...form.getInputProps('slug')}
          onChange={(event) => onSlugChange(event.currentTarget.value)}
        />
      </SimpleGrid>
      <CountedTextarea
        label={t`Descripción`}
        placeholder={t`Una o dos frases para la cabecera de la página, los buscadores y los enlaces compartidos`}
        minRows={2}
        maxRows={4}
        maxLength={SITE_CONTENT_LIMITS.description}
        disabled={disabled}
        {...form.getInputProps('description')}
      />
      {uses.parent ? <TermsPlaceFields form={form} page={page} disabled={disabled} /> : null}
      {uses.byline ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Autor`}
            maxLength={SITE_CONTENT_LIMITS.author}
            disabled={disabled}
            {...form.getInputProps('author')}
          />
          <TextInput
            label={t`Imagen (dirección)`}
            description={t`Empieza con https:// o es una ruta del sitio, como /images/blog/antigua.jpg`}
            type="url"
            maxLength={SITE_CONTENT_LIMITS.imageUrl}
            disabled={disabled}
            {...form.getInputProps('imageUrl')}
          />
        </SimpleGrid>
      ) : null}
    </>
  );
}

/** A terms page's place in the numbered menu: the section it belongs to (none for a section) and its position. */
function TermsPlaceFields({
  form,
  page,
  disabled,
}: Omit<SiteContentFieldsProps, 'onTitleChange' | 'onSlugChange'>) {
  const { t } = useLingui();
  const { language, parentSlug } = form.getValues();
  // Another language's sections are no parents here: no stand-in list while this language's comes.
  const terms = useQuery({
    ...siteContentListQuery({ kind: 'terms', language }),
    placeholderData: undefined,
  });
  const sections = (terms.data ?? []).filter(
    (section) => section.parent_slug === null && section._id !== page?._id,
  );
  const listed = sections.some((section) => section.slug === parentSlug);
  const options = [
    { value: '', label: t`Ninguna: es una sección principal` },
    ...sections.map((section) => ({ value: section.slug, label: `${section.title} (${section.slug})` })),
    // A parent the list does not hold (yet) is still shown as chosen.
    ...(parentSlug !== '' && !listed ? [{ value: parentSlug, label: parentSlug }] : []),
  ];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label={t`Sección superior`}
        description={
          terms.isError
            ? t`No se pudieron cargar las secciones de términos.`
            : t`Una subsección se muestra dentro de su sección, numerada 1.1, 1.2…`
        }
        data={options}
        disabled={disabled || terms.isPending}
        {...form.getInputProps('parentSlug')}
      />
      <NumberInput
        label={t`Posición`}
        description={t`El lugar en el menú de términos: 1 va primero`}
        min={SITE_CONTENT_LIMITS.positionMin}
        max={SITE_CONTENT_LIMITS.positionMax}
        allowDecimal={false}
        allowNegative={false}
        disabled={disabled}
        {...form.getInputProps('position')}
      />
    </SimpleGrid>
  );
}

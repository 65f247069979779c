import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { asFailure } from '../../api/errors.ts';
import { HELP_ROOT } from '../../api/helpQueries.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { NativeRadioGroup } from '../../ui/NativeRadioGroup.tsx';
import { FAQ_CATEGORY_NAMES } from './faqCategoryNames.ts';
import {
  type FaqValues,
  faqInitialValues,
  faqSchema,
  fieldRefusalOf,
  HELP_CONTENT_LIMITS,
  toFaqInput,
} from './helpContentForm.ts';
import { CONTENT_LANGUAGE_NAMES, helpContentMessages } from './helpContentMessages.ts';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  FAQ_CATEGORIES,
  type FaqCategory,
  type FaqEntry,
  saveFaqEntry,
} from './helpContentQueries.ts';
import { PlainParagraphs } from './PlainParagraphs.tsx';
import { PlainTextWithPreview } from './PlainTextWithPreview.tsx';

/** The fields a refusal can be shown on (they have the payload's names). */
const FAQ_FIELDS = ['language', 'category', 'order', 'question', 'answer'] as const;

interface FaqEntryFormProps {
  /** The question being changed; null writes a new one. */
  entry: FaqEntry | null;
  /** The language the list shows: a new question starts in it. */
  language: ContentLanguage;
  onDone: (saved: FaqEntry | null) => void;
}

/**
 * The operator writes or changes a frequent question (issue 31): its language, category and place, the question and
 * its answer in plain text, with the answer previewed as the FAQ page shows it. A refused save keeps everything
 * typed, the refusal on the field it names.
 */
export function FaqEntryForm({ entry, language, onDone }: FaqEntryFormProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const form = useForm<FaqValues>({
    initialValues: faqInitialValues(entry, language),
    validate: schemaResolver(faqSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  const values = form.getValues();
  // Opened from the list: the keyboard goes to the form.
  const questionBox = useRef<HTMLInputElement>(null);
  useEffect(() => questionBox.current?.focus(), []);

  const save = useMutation({
    mutationFn: (checked: FaqValues) => saveFaqEntry(entry?._id ?? null, toFaqInput(checked)),
    onSuccess: async (saved) => {
      notifications.show({ color: 'teal', message: i18n._(helpContentMessages.questionSaved) });
      // The list, and the public FAQ of this tab, are read again.
      await queryClient.invalidateQueries({ queryKey: HELP_ROOT });
      onDone(saved);
    },
    onError: (error) => {
      const refusal = fieldRefusalOf(asFailure(error), FAQ_FIELDS);
      if (!refusal) return;
      form.setFieldError(refusal.field, i18n._(refusal.message));
      focusFirstInvalid();
    },
  });
  const failure = save.error ? asFailure(save.error) : null;
  const unplaced = failure !== null && fieldRefusalOf(failure, FAQ_FIELDS) === null;
  const saving = save.isPending;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
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
          <Title order={2} size="h4" id={headingId}>
            {entry ? <Trans>Editar pregunta</Trans> : <Trans>Nueva pregunta</Trans>}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeRadioGroup
              label={t`Idioma`}
              required
              cols={2}
              options={CONTENT_LANGUAGES.map((known) => ({
                value: known,
                label: CONTENT_LANGUAGE_NAMES[known],
              }))}
              value={values.language}
              onChange={(next) => form.setFieldValue('language', next as ContentLanguage)}
              error={form.errors.language}
            />
            <NativeSelect
              label={t`Categoría`}
              required
              data={FAQ_CATEGORIES.map((category) => ({
                value: category,
                label: i18n._(FAQ_CATEGORY_NAMES[category]),
              }))}
              disabled={saving}
              {...form.getInputProps('category')}
              onChange={(event) => form.setFieldValue('category', event.currentTarget.value as FaqCategory)}
            />
            <NumberInput
              label={t`Orden`}
              description={t`Su lugar en la lista del idioma: 1 va primero; vacío, al final`}
              min={HELP_CONTENT_LIMITS.orderMin}
              max={HELP_CONTENT_LIMITS.orderMax}
              allowDecimal={false}
              allowNegative={false}
              disabled={saving}
              {...form.getInputProps('order')}
            />
          </SimpleGrid>
          <TextInput
            label={t`Pregunta`}
            required
            maxLength={HELP_CONTENT_LIMITS.question}
            disabled={saving}
            {...form.getInputProps('question')}
            ref={questionBox}
          />
          <PlainTextWithPreview
            field={{
              label: t`Respuesta`,
              maxLength: HELP_CONTENT_LIMITS.answer,
              disabled: saving,
              ...form.getInputProps('answer'),
            }}
            preview={<FaqPreview question={values.question} answer={values.answer} />}
          />
          {unplaced ? (
            <Alert color="red" role="alert">
              {i18n._(helpContentMessages.saveFailed)}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onDone(null)} disabled={saving}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {entry ? <Trans>Guardar cambios</Trans> : <Trans>Guardar pregunta</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The question as the FAQ page shows it, opened: the question, then its answer's paragraphs. */
function FaqPreview({ question, answer }: { question: string; answer: string }) {
  const { t } = useLingui();
  if (answer.trim() === '' && question.trim() === '') {
    return (
      <Text c="dimmed" size="sm">
        <Trans>Escribe la pregunta y su respuesta para verlas aquí como las mostrará la página.</Trans>
      </Text>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label={t`Vista previa`}>
      <Stack gap="xs">
        <Text fw={600}>{question.trim()}</Text>
        <PlainParagraphs text={answer.trim()} />
      </Stack>
    </Paper>
  );
}

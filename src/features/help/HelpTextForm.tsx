import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Code,
  Group,
  NativeSelect,
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
import {
  fieldRefusalOf,
  HELP_CONTENT_LIMITS,
  type HelpTextValues,
  helpTextInitialValues,
  helpTextSchema,
  toHelpContentInput,
} from './helpContentForm.ts';
import { CONTENT_LANGUAGE_NAMES, helpContentMessages } from './helpContentMessages.ts';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  createHelpText,
  type HelpContentEntry,
  updateHelpText,
} from './helpContentQueries.ts';
import { stepsForType, TEXT_TYPES, typeNameOf } from './helpTextKinds.ts';
import { PlainTextWithPreview } from './PlainTextWithPreview.tsx';
import { StepHelpCard } from './StepHelp.tsx';

/** The fields a refusal can be shown on (they have the payload's names). */
const TEXT_FIELDS = ['typeProduct', 'step', 'language', 'title', 'body'] as const;

interface HelpTextFormProps {
  /** The text being changed; null writes a new one (for a step, a product type and a language). */
  text: HelpContentEntry | null;
  onDone: () => void;
}

/**
 * The operator writes or changes the help of a wizard step (issue 31): a new text names its step, product type (or
 * the generic text every type reads) and language; a text already written keeps them and changes its title and plain
 * text, previewed as the wizard shows it. A refused save keeps everything typed.
 */
export function HelpTextForm({ text, onDone }: HelpTextFormProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const form = useForm<HelpTextValues>({
    initialValues: helpTextInitialValues(text),
    validate: schemaResolver(helpTextSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  const values = form.getValues();
  // Opened from the list: the keyboard goes to the form's first field.
  const typeSelect = useRef<HTMLSelectElement>(null);
  const titleBox = useRef<HTMLInputElement>(null);
  useEffect(() => (typeSelect.current ?? titleBox.current)?.focus(), []);

  const save = useMutation({
    mutationFn: (checked: HelpTextValues) => {
      const input = toHelpContentInput(checked);
      return text ? updateHelpText(text.id, { title: input.title, body: input.body }) : createHelpText(input);
    },
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: i18n._(helpContentMessages.textSaved) });
      // The list, and the step help of this tab, are read again.
      await queryClient.invalidateQueries({ queryKey: HELP_ROOT });
      onDone();
    },
    onError: (error) => {
      const refusal = fieldRefusalOf(asFailure(error), TEXT_FIELDS);
      if (!refusal) return;
      form.setFieldError(refusal.field, i18n._(refusal.message));
      focusFirstInvalid();
    },
  });
  const failure = save.error ? asFailure(save.error) : null;
  const unplaced = failure !== null && fieldRefusalOf(failure, TEXT_FIELDS) === null;
  const saving = save.isPending;

  const typeName = (type: number) => {
    const name = typeNameOf(type);
    return name ? i18n._(name) : String(type);
  };
  const steps = stepsForType(Number(values.typeProduct));
  const chooseType = (type: string) => {
    form.setFieldValue('typeProduct', type);
    if (!stepsForType(Number(type)).includes(form.getValues().step)) form.setFieldValue('step', '');
  };

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
            {text ? <Trans>Editar texto de ayuda</Trans> : <Trans>Nuevo texto de ayuda</Trans>}
          </Title>
          {text ? (
            <Group gap="xs" wrap="wrap">
              <Code>{text.step}</Code>
              <Text size="sm">{typeName(text.typeProduct)}</Text>
              <Text size="sm" c="dimmed" aria-hidden>
                ·
              </Text>
              <Text size="sm" lang={text.language}>
                {CONTENT_LANGUAGE_NAMES[text.language]}
              </Text>
            </Group>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NativeSelect
                label={t`Tipo de producto`}
                required
                data={TEXT_TYPES.map((type) => ({ value: String(type), label: typeName(type) }))}
                disabled={saving}
                {...form.getInputProps('typeProduct')}
                onChange={(event) => chooseType(event.currentTarget.value)}
                ref={typeSelect}
              />
              <NativeSelect
                label={t`Paso`}
                required
                data={[
                  { value: '', label: t`Elige un paso` },
                  ...steps.map((step) => ({ value: step, label: step })),
                ]}
                disabled={saving}
                {...form.getInputProps('step')}
              />
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
            </SimpleGrid>
          )}
          <TextInput
            label={t`Título`}
            required
            maxLength={HELP_CONTENT_LIMITS.title}
            disabled={saving}
            {...form.getInputProps('title')}
            ref={titleBox}
          />
          <PlainTextWithPreview
            field={{
              label: t`Texto de ayuda`,
              maxLength: HELP_CONTENT_LIMITS.body,
              disabled: saving,
              ...form.getInputProps('body'),
            }}
            preview={
              values.title.trim() === '' && values.body.trim() === '' ? (
                <Text c="dimmed" size="sm">
                  <Trans>Escribe el título y el texto para verlos aquí como los mostrará el asistente.</Trans>
                </Text>
              ) : (
                <section aria-label={t`Vista previa`}>
                  <StepHelpCard title={values.title.trim()} body={values.body.trim()} />
                </section>
              )
            }
          />
          {unplaced && failure ? (
            <Alert color="red" role="alert">
              {i18n._(
                failure.status === 409 ? helpContentMessages.textExists : helpContentMessages.saveFailed,
              )}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone} disabled={saving}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {text ? <Trans>Guardar cambios</Trans> : <Trans>Guardar texto</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

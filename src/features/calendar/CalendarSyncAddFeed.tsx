import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { asFailure } from '../../api/errors.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { refusalText } from '../../ui/tooManyAttempts.ts';
import { addFeed, refreshCalendar } from './syncQueries.ts';
import { FEED_FAILURES, type FeedValues, feedSchema } from './syncSchemas.ts';

/** Name and address of another site's calendar to import; what was typed stays when the server refuses it. */
export function CalendarSyncAddFeed({ productId }: { productId: string }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<FeedValues>({
    mode: 'controlled',
    initialValues: { name: '', url: '' },
    validate: schemaResolver(feedSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);
  const add = useMutation({
    mutationFn: (values: FeedValues) => addFeed(productId, v.parse(feedSchema, values)),
    onSuccess: async ({ name }) => {
      form.reset();
      await refreshCalendar(queryClient);
      notifications.show({
        color: 'teal',
        message: t`Calendario ${name} agregado; se importará en un momento.`,
      });
    },
    onError: (error) => {
      const known = FEED_FAILURES[asFailure(error).code];
      if (known) {
        form.setFieldError('url', i18n._(known));
        focusFirstInvalid();
      }
    },
  });
  const failure = add.isError ? asFailure(add.error) : null;
  return (
    <form
      noValidate
      aria-label={t`Importar un calendario`}
      onSubmit={form.onSubmit((values) => add.mutate(values), focusFirstInvalid)}
    >
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t({ message: `Nombre`, context: `calendar feed` })}
            placeholder="Airbnb"
            maxLength={80}
            miw={160}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t`Enlace del calendario (.ics)`}
            placeholder="https://…"
            type="url"
            miw={240}
            style={{ flex: 3 }}
            {...form.getInputProps('url')}
          />
        </Group>
        {failure && !FEED_FAILURES[failure.code] ? (
          <Alert color="red" role="alert">
            {refusalText(failure)}
          </Alert>
        ) : null}
        <Button type="submit" loading={add.isPending} w="fit-content">
          <Trans>Agregar calendario</Trans>
        </Button>
      </Stack>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isServerUnreachable } from '../../../machines/requestFailure.ts';
import { asFailure } from '../../api/errors.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { refusalText } from '../../ui/tooManyAttempts.ts';
import { WhiteLandingFields } from './WhiteLandingFields.tsx';
import { WhiteLandingLocations } from './WhiteLandingLocations.tsx';
import { BackToLandings, LandingLoadFailure, LandingSkeleton } from './WhiteLandingStates.tsx';
import {
  fieldRefusalOf,
  initialLandingValues,
  type LandingValues,
  landingSchema,
  toLandingInput,
} from './whiteLandingForm.ts';
import { STATUS_NAMES, whiteLandingMessages } from './whiteLandingMessages.ts';
import { publicLandingPath } from './whiteLandingPaths.ts';
import {
  type Landing,
  updateWhiteLanding,
  WHITE_LANDINGS_KEY,
  whiteLandingQuery,
} from './whiteLandingQueries.ts';

/**
 * /white-landing/$id (SPEC §2): the landing's form (title, description, language, state, banners) and its locations —
 * the tourist hubs as toggle buttons, per chosen hub its segments and the link to assign its products.
 */
export function WhiteLandingDetailPage({ id }: { id: string }) {
  const { i18n } = useLingui();
  const landing = useQuery(whiteLandingQuery(id));

  if (landing.isPending) return <LandingSkeleton />;
  if (landing.isError)
    return <LandingLoadFailure error={landing.error} onRetry={() => void landing.refetch()} />;
  const { title, status } = landing.data;
  return (
    <Stack gap="md">
      <BackToLandings />
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" miw={0}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          <Badge color={status === 'published' ? 'teal' : 'gray'} variant="light">
            {i18n._(STATUS_NAMES[status])}
          </Badge>
        </Group>
        {status === 'published' ? (
          <Anchor href={publicLandingPath(id)} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <Trans>Ver página pública</Trans>
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Group>
      {/* A form per landing: another landing's page starts from its own values. */}
      <LandingEditForm key={id} landing={landing.data} />
      <WhiteLandingLocations key={`locations-${id}`} landing={landing.data} />
    </Stack>
  );
}

/** The landing's own fields, saved with "Guardar"; a refused save keeps everything typed. */
function LandingEditForm({ landing }: { landing: Landing }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<LandingValues>({
    initialValues: initialLandingValues(landing, currentLanguage()),
    validate: schemaResolver(landingSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);

  const save = useMutation({
    mutationFn: (values: LandingValues) => updateWhiteLanding(landing._id, toLandingInput(values)),
    onSuccess: async (saved) => {
      notifications.show({ color: 'teal', message: i18n._(whiteLandingMessages.saved) });
      queryClient.setQueryData(whiteLandingQuery(saved._id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [...WHITE_LANDINGS_KEY, 'list'] });
    },
    onError: (error) => {
      const refusal = fieldRefusalOf(asFailure(error));
      if (!refusal) return;
      form.setFieldError(refusal.field, i18n._(refusal.message));
      focusFirstInvalid();
    },
  });
  const failure = save.error ? asFailure(save.error) : null;
  const unplaced = failure !== null && fieldRefusalOf(failure) === null;

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={t`Datos de la landing`}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => save.mutate(values),
          () => focusFirstInvalid(),
        )}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            <Trans>Datos de la landing</Trans>
          </Title>
          <WhiteLandingFields form={form} disabled={save.isPending} />
          {unplaced && failure ? (
            <Alert color="red" role="alert">
              {isServerUnreachable(failure)
                ? i18n._(whiteLandingMessages.saveFailed)
                : `${refusalText(failure)} ${i18n._(whiteLandingMessages.keptTyped)}`}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              <Trans>Guardar</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

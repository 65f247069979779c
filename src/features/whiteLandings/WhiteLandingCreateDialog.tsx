import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isServerUnreachable, type RequestFailure } from '../../../machines/requestFailure.ts';
import { asFailure } from '../../api/errors.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { CaptchaField } from '../../ui/captcha/CaptchaField.tsx';
import { useCaptcha } from '../../ui/captcha/useCaptcha.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { refusalText } from '../../ui/tooManyAttempts.ts';
import { WhiteLandingFields } from './WhiteLandingFields.tsx';
import {
  fieldRefusalOf,
  initialLandingValues,
  type LandingValues,
  landingSchema,
  toLandingInput,
} from './whiteLandingForm.ts';
import { whiteLandingMessages } from './whiteLandingMessages.ts';
import { createWhiteLanding, type Landing, WHITE_LANDINGS_KEY } from './whiteLandingQueries.ts';

interface WhiteLandingCreateDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Created: the caller goes on to its locations. */
  onCreated: (landing: Landing) => void;
}

/** A refusal no field can show: the connection's trouble, a 429's wait, or the server's words; what was typed stays. */
function failureText(failure: RequestFailure): string {
  if (isServerUnreachable(failure)) return i18n._(whiteLandingMessages.saveFailed);
  return `${refusalText(failure)} ${i18n._(whiteLandingMessages.keptTyped)}`;
}

/** "Crear landing" (SPEC §2, §5 Landing form): a fresh form each time it opens, with the captcha. */
export function WhiteLandingCreateDialog({ opened, onClose, onCreated }: WhiteLandingCreateDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Crear landing`}
      size={640}
      // A click beside the form must not throw away what was typed; Escape and the close button still close it.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t`Cerrar` }}
    >
      {opened ? <CreateLandingForm onCancel={onClose} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function CreateLandingForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (landing: Landing) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const [captchaValue, setCaptchaValue] = useState('');
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const form = useForm<LandingValues>({
    initialValues: initialLandingValues(null, currentLanguage()),
    validate: schemaResolver(landingSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);

  const create = useMutation({
    mutationFn: (values: LandingValues) =>
      createWhiteLanding({ ...toLandingInput(values), captcha: captchaValue }),
    // Whatever the answer, the captcha was spent: the next try needs a new one.
    onSettled: () => captcha.renew(),
    onSuccess: async (landing) => {
      notifications.show({ color: 'teal', message: i18n._(whiteLandingMessages.created) });
      await queryClient.invalidateQueries({ queryKey: WHITE_LANDINGS_KEY });
      onCreated(landing);
    },
    onError: (error) => {
      const failure = asFailure(error);
      if (failure.status === 401 && failure.field === 'captcha') {
        setCaptchaMissing(true);
        return;
      }
      const refusal = fieldRefusalOf(failure);
      if (refusal) {
        form.setFieldError(refusal.field, i18n._(refusal.message));
        focusFirstInvalid();
      }
    },
  });
  const failure = create.error ? asFailure(create.error) : null;
  const unplaced =
    failure !== null &&
    !(failure.status === 401 && failure.field === 'captcha') &&
    fieldRefusalOf(failure) === null;

  const submit = form.onSubmit(
    (values) => {
      if (!captchaValue) {
        setCaptchaMissing(true);
        return;
      }
      create.mutate(values);
    },
    () => {
      setCaptchaMissing(!captchaValue);
      focusFirstInvalid();
    },
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <WhiteLandingFields form={form} disabled={create.isPending} />
        <CaptchaField
          captcha={captcha}
          error={captchaMissing ? i18n._(whiteLandingMessages.captcha) : null}
          onChange={(value) => {
            setCaptchaValue(value);
            if (value) setCaptchaMissing(false);
          }}
        />
        {unplaced && failure ? (
          <Alert color="red" role="alert">
            {failureText(failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t`Crear landing`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

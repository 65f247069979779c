import { useLingui } from '@lingui/react';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import type { InfluencerInput } from '../../../machines/influencerRules.ts';
import { asFailure } from '../../api/errors.ts';
import { updateSessionUser } from '../../api/session.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { focusFirstInvalid } from '../../ui/formFeedback.ts';
import { tooManyAttempts } from '../../ui/tooManyAttempts.ts';
import {
  fieldOfRefusal,
  type InfluencerFormValues,
  type InfluencerProfile,
  refusalMessage,
  toInfluencerInput,
} from './influencerForm.ts';
import { influencerMessages } from './influencerMessages.ts';
import {
  createInfluencerProfile,
  linkInfluencerProfile,
  myInfluencerProfileQuery,
  updateInfluencerProfile,
} from './influencerQueries.ts';

interface InfluencerSaveOptions {
  /** The profile being edited; null registers a new one. */
  saved: InfluencerProfile | null;
  form: UseFormReturnType<InfluencerFormValues>;
  /** A spent captcha is asked for again after every refusal. */
  renewCaptcha: () => void;
}

/**
 * SPEC §4 Influencer information: registering creates the profile, links the account to it and goes to /qr;
 * editing saves it and goes to /settings. A refusal naming a field shows on it; anything else says so above
 * the button; nothing typed is lost.
 */
export function useInfluencerSave({ saved, form, renewCaptcha }: InfluencerSaveOptions) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A profile registered whose link failed is only linked on the next try (a second registration is a 409).
  const registered = useRef<InfluencerProfile | null>(null);
  const sent = useRef<InfluencerInput | null>(null);

  /** Registers (once) and links the account: the session then knows the profile. */
  const register = async (input: InfluencerInput) => {
    registered.current ??= await createInfluencerProfile(input);
    updateSessionUser(await linkInfluencerProfile(registered.current));
    return registered.current;
  };

  const mutation = useMutation({
    mutationFn: async (values: InfluencerFormValues) => {
      const input = toInfluencerInput(values, currentLanguage());
      sent.current = input;
      return saved ? updateInfluencerProfile(saved.strapi_profile_id, input) : register(input);
    },
    onSuccess: async (profile) => {
      notifications.show({
        color: 'teal',
        message: _(saved ? influencerMessages.updated : influencerMessages.sent),
      });
      await navigate({ to: saved ? '/settings' : '/qr' });
      queryClient.setQueryData(myInfluencerProfileQuery.queryKey, profile);
    },
    onError: (error) => {
      form.setFieldValue('captcha', '');
      renewCaptcha();
      const failure = asFailure(error);
      const field =
        failure.code === 'captcha_failed' ? 'captcha' : fieldOfRefusal(failure.field, sent.current);
      if (failure.status < 500 && field) {
        form.setFieldError(field, _(refusalMessage(field)));
        focusFirstInvalid();
      }
    },
  });

  const failure = mutation.error ? asFailure(mutation.error) : null;
  const placed =
    failure !== null &&
    failure.status < 500 &&
    (failure.code === 'captcha_failed' || fieldOfRefusal(failure.field, sent.current) !== undefined);
  /** What went wrong when no field can say it. */
  const unplaced =
    failure === null || placed
      ? null
      : _(failure.status === 429 ? tooManyAttempts(failure) : influencerMessages.requestFailed);
  return { mutation, unplaced };
}

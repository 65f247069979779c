import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Checkbox, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { influencerCurrentYear } from '../../../machines/influencerRules.ts';
import { useSession } from '../../api/session.ts';
import { CaptchaField } from '../../ui/captcha/CaptchaField.tsx';
import { useCaptcha } from '../../ui/captcha/useCaptcha.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { ActivityFields, DescriptionFields, PersonFields, PlaceFields } from './InfluencerFields.tsx';
import { InfluencerPicture } from './InfluencerPicture.tsx';
import {
  type InfluencerFormValues,
  type InfluencerProfile,
  initialValues,
  validateInfluencer,
} from './influencerForm.ts';
import { SocialLinkFields } from './SocialLinkFields.tsx';
import { useInfluencerSave } from './useInfluencerSave.ts';

/** The influencer profile form (SPEC §3, §5): a new profile to register, or the saved one to edit. */
export function InfluencerForm({ saved }: { saved: InfluencerProfile | null }) {
  const { t } = useLingui();
  const user = useSession()?.user;
  const captcha = useCaptcha();
  const form = useForm<InfluencerFormValues>({
    initialValues: initialValues(saved, user),
    validate: (values) => validateInfluencer(values, influencerCurrentYear()),
  });
  useRevalidateOnLanguageChange(form);
  const { mutation, unplaced } = useInfluencerSave({ saved, form, renewCaptcha: captcha.renew });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values), focusFirstInvalid)}>
      <Stack gap="lg">
        <PersonFields form={form} />
        <PlaceFields form={form} />
        <Divider />
        <ActivityFields form={form} />
        <DescriptionFields form={form} />
        <Divider />
        <SocialLinkFields form={form} />
        <InfluencerPicture
          url={form.values.photoUrl}
          error={form.errors.photo}
          onUploaded={(picture) => {
            form.setFieldValue('photoUrl', picture.url);
            form.setFieldValue('photo', picture.id);
          }}
        />
        <Checkbox
          label={
            <Trans>
              Acepto los{' '}
              <Anchor href="/terms/privacy" target="_blank" rel="noopener">
                términos y condiciones
              </Anchor>{' '}
              del programa de influencers
            </Trans>
          }
          {...form.getInputProps('agreement', { type: 'checkbox' })}
        />
        <CaptchaField
          captcha={captcha}
          onChange={(value) => form.setFieldValue('captcha', value)}
          error={form.errors.captcha}
        />
        {unplaced ? (
          <Alert color="red" role="alert">
            {unplaced}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} fullWidth={false}>
            {saved ? t`Guardar cambios` : t`Enviar`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { getSession, useSession } from '../../api/session.ts';
import { activateLanguage, currentLanguage, type Language } from '../../i18n/i18n.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { PlaceSelects } from '../../ui/PlaceSelects.tsx';
import { SaveFailureModal } from '../../ui/saveFailureAfterDraw.tsx';
import { destinationAfterConfigInitial } from './onboardingOrder.ts';
import { type BackLink, ProfileFormFrame } from './ProfileFormFrame.tsx';
import { profileMessages as m, say } from './profileMessages.ts';
import { userLocationQuery } from './profileQueries.ts';
import { SaveAndContinue } from './SaveAndContinue.tsx';
import { useProfileSave } from './useProfileSave.ts';

interface LocationValues {
  country: string | null;
  state: string | null;
  city: string | null;
  language: Language;
}

const chosen = () => v.pipe(v.string(say(m.required)), v.nonEmpty(say(m.required)));
/** SPEC §5: a language update needs country, state, city and language. */
const locationSchema = v.object({
  country: chosen(),
  state: chosen(),
  city: chosen(),
  language: v.picklist(['es', 'en']),
});

/**
 * Country, state, city and interface language (SPEC §2 edit configuration), the step between the account
 * type and its profile form; the country starts as the one chosen at registration. With `back` it is the
 * settings screen (/setting, /settings/language-location): saving stays on the page.
 */
export function ConfigInitialPage({
  redirect,
  back,
}: {
  redirect?: string | undefined;
  back?: BackLink | undefined;
}) {
  const { t } = useLingui();
  const session = useSession();
  const { data: saved } = useSuspenseQuery(userLocationQuery);
  const form = useForm<LocationValues>({
    initialValues: {
      country: saved.country || null,
      state: saved.state || null,
      city: saved.city || null,
      language: saved.language,
    },
    validate: schemaResolver(locationSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);

  const { mutation, failure, dismissFailure } = useProfileSave({
    redirect: destinationAfterConfigInitial(session?.user, redirect),
    stay: back !== undefined,
    save: async (values: LocationValues) => {
      const location = unwrap(
        await api.PUT('/users/location', {
          body: {
            country: values.country ?? '',
            state: values.state ?? '',
            city: values.city ?? '',
            language: values.language,
          },
        }),
      );
      await activateLanguage(location.language);
      const user = getSession()!.user;
      return { ...user, tb_gcm_language: location.language };
    },
  });

  return (
    <ProfileFormFrame
      title={back ? <Trans>Idioma y ubicación</Trans> : <Trans>Configuración inicial</Trans>}
      back={back}
      subtitle={<Trans>Dinos dónde estás y en qué idioma prefieres usar el portal.</Trans>}
    >
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values), focusFirstInvalid)}>
        <Stack gap="md">
          <PlaceSelects form={form} language={currentLanguage()} countryPlaceholder={t`Elige tu país`} />
          <Input.Wrapper label={t`Idioma del portal`} required>
            <SegmentedControl
              mt={4}
              fullWidth
              data={[
                { value: 'es', label: 'Español' },
                { value: 'en', label: 'English' },
              ]}
              {...form.getInputProps('language')}
            />
          </Input.Wrapper>
          <SaveAndContinue saving={mutation.isPending} settings={back !== undefined} />
        </Stack>
      </form>
      <SaveFailureModal message={failure} onClose={dismissFailure} />
    </ProfileFormFrame>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { phoneCountryOf } from '../../../machines/phoneRules.ts';
import { gendersQuery, languagesQuery } from '../../api/catalogQueries.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { useSession } from '../../api/session.ts';
import { today } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { CountedTextarea } from '../../ui/CountedTextarea.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { MultiSelectAfterDraw } from '../../ui/MultiSelectAfterDraw.tsx';
import { SelectAfterDraw } from '../../ui/SelectAfterDraw.tsx';
import { SaveFailureModal } from '../../ui/saveFailureAfterDraw.tsx';
import { emptyPhone, PhoneFields } from './PhoneFields.tsx';
import { PictureUpload } from './PictureUpload.tsx';
import { type BackLink, ProfileFormFrame } from './ProfileFormFrame.tsx';
import { uploadFailureMessage, usePictureUpload } from './pictureUpload.ts';
import { personalInformationQuery } from './profileQueries.ts';
import { EARLIEST_DATE, type PhoneValue, PROFILE_LIMITS, personSchema } from './profileSchemas.ts';
import { SaveAndContinue } from './SaveAndContinue.tsx';
import { useProfileSave } from './useProfileSave.ts';

interface PersonFormValues {
  first_name: string;
  last_name: string;
  phones: PhoneValue[];
  date_of_birth: string | null;
  description: string;
  languages: string[];
  tb_lg_gender_gender_id: string | null;
}

const route = getRouteApi('/onboarding/personal-information');

/** The route's view (a lazy chunk: the phone rule's numbering plans load with the profile forms only). */
export function PersonalInformationRoute() {
  return <PersonalInformationPage redirect={route.useSearch().redirect} />;
}

/**
 * The person behind the account (SPEC §3 person). In onboarding, saving completes the basic profile and goes
 * on; with `back` (the settings screens /edit-profile and /settings/profile) saving stays on the page.
 */
export function PersonalInformationPage({
  redirect,
  back,
}: {
  redirect?: string | undefined;
  back?: BackLink | undefined;
}) {
  const { t, i18n } = useLingui();
  const language = currentLanguage();
  const { data: person } = useSuspenseQuery(personalInformationQuery);
  const { data: languages } = useSuspenseQuery(languagesQuery(language));
  const { data: genders } = useSuspenseQuery(gendersQuery(language));
  const picture = usePictureUpload('personal');
  const phoneCountry = phoneCountryOf(useSession()?.user.tb_lg_person.country);

  const form = useForm<PersonFormValues>({
    initialValues: {
      first_name: person.first_name,
      last_name: person.last_name,
      phones: person.phones.length > 0 ? person.phones : [emptyPhone(phoneCountry)],
      date_of_birth: person.date_of_birth || null,
      description: person.description ?? '',
      languages: person.languages,
      tb_lg_gender_gender_id: person.tb_lg_gender_gender_id || null,
    },
    validate: schemaResolver(personSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);

  const { mutation, failure, dismissFailure } = useProfileSave({
    redirect,
    stay: back !== undefined,
    save: async (values: PersonFormValues) =>
      unwrap(
        await api.PUT('/users/personal-information', {
          body: {
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            phones: values.phones.map((p) => ({ ...p, phone_number: p.phone_number.trim() })),
            date_of_birth: values.date_of_birth ?? '',
            description: values.description.trim(),
            languages: values.languages,
            tb_lg_gender_gender_id: values.tb_lg_gender_gender_id ?? '',
          },
        }),
      ),
  });

  return (
    <ProfileFormFrame
      title={<Trans>Información personal</Trans>}
      back={back}
      subtitle={<Trans>Así te conocerán los viajeros. Los campos marcados con * son obligatorios.</Trans>}
    >
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values), focusFirstInvalid)}>
        <Stack gap="lg">
          <PictureUpload
            label={t`Foto de perfil`}
            url={picture.data?.url_photo ?? person.picture.url_photo}
            uploading={picture.isPending}
            error={picture.error ? i18n._(uploadFailureMessage(picture.error)) : undefined}
            onFile={(file) => picture.mutate(file)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Nombre`}
              required
              maxLength={PROFILE_LIMITS.firstName}
              autoComplete="given-name"
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t`Apellido`}
              required
              maxLength={PROFILE_LIMITS.lastName}
              autoComplete="family-name"
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <TextInput label={t`Correo electrónico`} value={person.email} readOnly variant="filled" />
          <PhoneFields form={form} country={phoneCountry} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t`Fecha de nacimiento`}
              required
              minDate={EARLIEST_DATE}
              maxDate={today()}
              defaultLevel="decade"
              defaultDate="1990-01-01"
              {...form.getInputProps('date_of_birth')}
            />
            <SelectAfterDraw
              label={t`Género`}
              placeholder={t`Elige una opción`}
              required
              data={genders.map((g) => ({ value: g._id, label: g.name }))}
              {...form.getInputProps('tb_lg_gender_gender_id')}
            />
          </SimpleGrid>
          <MultiSelectAfterDraw
            label={t`Idiomas que hablas`}
            placeholder={form.values.languages.length ? undefined : t`Elige uno o más idiomas`}
            required
            searchable
            maxValues={PROFILE_LIMITS.personLanguages}
            data={languages.map((l) => ({ value: l._id, label: l.name }))}
            {...form.getInputProps('languages')}
          />
          <CountedTextarea
            label={t`Descripción`}
            placeholder={t`Cuéntales a los viajeros sobre ti y tu experiencia`}
            maxLength={PROFILE_LIMITS.personDescription}
            {...form.getInputProps('description')}
          />
          <SaveAndContinue saving={mutation.isPending} settings={back !== undefined} />
        </Stack>
      </form>
      <SaveFailureModal message={failure} onClose={dismissFailure} />
    </ProfileFormFrame>
  );
}

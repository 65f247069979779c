import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { phoneCountryOf } from '../../../machines/phoneRules.ts';
import { languagesQuery } from '../../api/catalogQueries.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { useSession } from '../../api/session.ts';
import { today } from '../../i18n/dates.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { CountedTextarea } from '../../ui/CountedTextarea.tsx';
import { DateField } from '../../ui/DateField.tsx';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { MultiSelectAfterDraw } from '../../ui/MultiSelectAfterDraw.tsx';
import { SaveFailureModal } from '../../ui/saveFailureAfterDraw.tsx';
import { emptyPhone, PhoneFields } from './PhoneFields.tsx';
import { PictureUpload } from './PictureUpload.tsx';
import { type BackLink, ProfileFormFrame } from './ProfileFormFrame.tsx';
import { uploadFailureMessage, usePictureUpload } from './pictureUpload.ts';
import { businessProfileQuery, isBusinessSaved } from './profileQueries.ts';
import { businessSchema, EARLIEST_DATE, type PhoneValue, PROFILE_LIMITS } from './profileSchemas.ts';
import { SaveAndContinue } from './SaveAndContinue.tsx';
import { useProfileSave } from './useProfileSave.ts';

interface BusinessFormValues {
  name: string;
  email: string;
  phones: PhoneValue[];
  fundation_date: string | null;
  description: string;
  languages: string[];
}

const route = getRouteApi('/onboarding/bussines-information');

/** The route's view (a lazy chunk: the phone rule's numbering plans load with the profile forms only). */
export function BusinessInformationRoute() {
  return <BusinessInformationPage redirect={route.useSearch().redirect} />;
}

/**
 * /bussines-agent (SPEC §2; issue 31): an agent (role 8) presents their agency with the business form, then goes to
 * My QR, the code they bring travelers with (docs/decisions.md "Issue 31: the agent's information").
 */
export function AgentInformationRoute() {
  return <BusinessInformationPage redirect="/qr" agent />;
}

/**
 * The business behind a company account (SPEC §3 business). In onboarding, saving completes the basic profile
 * and goes on; with `back` (the settings screens /edit-business-account and /settings/profile-business) saving
 * stays on the page.
 */
export function BusinessInformationPage({
  redirect,
  back,
  agent = false,
}: {
  redirect?: string | undefined;
  back?: BackLink | undefined;
  /** The agent's variant: the same fields, presented as the agency's. */
  agent?: boolean;
}) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const { data: business } = useSuspenseQuery(businessProfileQuery);
  const { data: languages } = useSuspenseQuery(languagesQuery(currentLanguage()));
  const saved = isBusinessSaved(business);
  const phoneCountry = phoneCountryOf(session?.user.tb_lg_person.country);
  const logo = usePictureUpload('business');
  // The server keeps a logo only for an existing business: one chosen before the first save waits for it.
  const [pendingLogo, setPendingLogo] = useState<File | null>(null);
  const preview = useObjectUrl(pendingLogo);

  const form = useForm<BusinessFormValues>({
    initialValues: {
      name: business.name,
      email: business.email || (session?.user.tb_lg_person.email ?? ''),
      phones: business.phones.length ? business.phones : [emptyPhone(phoneCountry)],
      fundation_date: business.fundation_date || null,
      description: business.description ?? '',
      languages: business.languages,
    },
    validate: schemaResolver(businessSchema, { sync: true }),
  });
  useRevalidateOnLanguageChange(form);

  const { mutation, failure, dismissFailure } = useProfileSave({
    redirect,
    stay: back !== undefined,
    save: async (values: BusinessFormValues) =>
      unwrap(
        await api.PUT('/users/business-profile', {
          body: {
            name: values.name.trim(),
            email: values.email.trim(),
            phones: values.phones.map((p) => ({ ...p, phone_number: p.phone_number.trim() })),
            fundation_date: values.fundation_date ?? '',
            description: values.description.trim(),
            languages: values.languages,
          },
        }),
      ),
    afterSave: async () => {
      if (!pendingLogo) return true;
      try {
        await logo.mutateAsync(pendingLogo);
        return true;
      } catch {
        return false; // the profile is saved; the refusal shows under the logo, which can be picked again
      } finally {
        setPendingLogo(null);
      }
    },
  });

  return (
    <ProfileFormFrame
      title={agent ? <Trans>Información del agente</Trans> : <Trans>Información de la empresa</Trans>}
      back={back}
      subtitle={
        agent ? (
          <Trans>
            Así verán los viajeros y los proveedores a tu agencia. Los campos marcados con * son obligatorios.
          </Trans>
        ) : (
          <Trans>Así verán los viajeros a tu empresa. Los campos marcados con * son obligatorios.</Trans>
        )
      }
    >
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values), focusFirstInvalid)}>
        <Stack gap="lg">
          <PictureUpload
            label={t`Logo de la empresa`}
            url={preview ?? logo.data?.url_photo ?? business.logo.url_photo}
            uploading={logo.isPending}
            error={logo.error ? i18n._(uploadFailureMessage(logo.error)) : undefined}
            help={saved ? undefined : t`El logo se sube al guardar la información de la empresa.`}
            onFile={(file) => (saved ? logo.mutate(file) : setPendingLogo(file))}
          />
          <TextInput
            label={t`Nombre de la empresa`}
            required
            maxLength={PROFILE_LIMITS.businessName}
            autoComplete="organization"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t`Correo de la empresa`}
            type="email"
            required
            maxLength={PROFILE_LIMITS.email}
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <PhoneFields form={form} country={phoneCountry} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label={t`Fecha de fundación`}
              required
              minDate={EARLIEST_DATE}
              maxDate={today()}
              defaultLevel="decade"
              {...form.getInputProps('fundation_date')}
            />
            <MultiSelectAfterDraw
              label={t`Idiomas de atención`}
              placeholder={form.values.languages.length ? undefined : t`Elige uno o más idiomas`}
              required
              searchable
              maxValues={PROFILE_LIMITS.businessLanguages}
              data={languages.map((l) => ({ value: l._id, label: l.name }))}
              {...form.getInputProps('languages')}
            />
          </SimpleGrid>
          <CountedTextarea
            label={t`Descripción`}
            placeholder={t`Qué ofrece tu empresa y qué la hace especial`}
            maxLength={PROFILE_LIMITS.businessDescription}
            {...form.getInputProps('description')}
          />
          <SaveAndContinue saving={mutation.isPending} settings={back !== undefined} />
        </Stack>
      </form>
      <SaveFailureModal message={failure} onClose={dismissFailure} />
    </ProfileFormFrame>
  );
}

/** A preview address for a file not sent yet, released when it changes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

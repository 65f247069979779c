import { Trans, useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { CountedTextarea } from '../../ui/CountedTextarea.tsx';
import { NativeRadioGroup } from '../../ui/NativeRadioGroup.tsx';
import { LANDING_LIMITS, type LandingValues } from './whiteLandingForm.ts';
import { LANGUAGE_NAMES, STATUS_NAMES } from './whiteLandingMessages.ts';
import { LANDING_LANGUAGES, type LandingStatus } from './whiteLandingQueries.ts';

const STATUSES: readonly LandingStatus[] = ['draft', 'published'];

interface WhiteLandingFieldsProps {
  form: UseFormReturnType<LandingValues>;
  disabled: boolean;
}

/** SPEC §3 Landing, §5 Landing form: title and description, language and state, the optional banners. */
export function WhiteLandingFields({ form, disabled }: WhiteLandingFieldsProps) {
  const { t, i18n } = useLingui();
  const values = form.getValues();
  return (
    <>
      <TextInput
        label={t`Título`}
        required
        data-autofocus
        maxLength={LANDING_LIMITS.title}
        disabled={disabled}
        {...form.getInputProps('title')}
      />
      <CountedTextarea
        label={t`Descripción`}
        required
        maxLength={LANDING_LIMITS.description}
        disabled={disabled}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeRadioGroup
          label={t`Idioma`}
          required
          cols={2}
          options={LANDING_LANGUAGES.map((language) => ({
            value: language,
            label: LANGUAGE_NAMES[language],
          }))}
          value={values.language}
          onChange={(language) => form.setFieldValue('language', language === 'en' ? 'en' : 'es')}
        />
        <NativeRadioGroup
          label={t`Estado`}
          required
          cols={2}
          options={STATUSES.map((status) => ({ value: status, label: i18n._(STATUS_NAMES[status]) }))}
          value={values.status}
          onChange={(status) => form.setFieldValue('status', status === 'published' ? 'published' : 'draft')}
        />
      </SimpleGrid>
      <Fieldset legend={<Trans>Imágenes del banner (opcional)</Trans>} variant="unstyled" disabled={disabled}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Logo`}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={LANDING_LIMITS.banner}
            {...form.getInputProps('banner_logo')}
          />
          <TextInput
            label={t`Banner grande (escritorio)`}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={LANDING_LIMITS.banner}
            {...form.getInputProps('banner_xl')}
          />
          <TextInput
            label={t`Banner mediano (tableta)`}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={LANDING_LIMITS.banner}
            {...form.getInputProps('banner_md')}
          />
          <TextInput
            label={t`Banner pequeño (teléfono)`}
            type="url"
            inputMode="url"
            placeholder="https://"
            maxLength={LANDING_LIMITS.banner}
            {...form.getInputProps('banner_xs')}
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Checkbox, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  DEFAULT_PHONE_COUNTRY,
  PHONE_COUNTRIES,
  type PhoneCountry,
  prefixOf,
} from '../../../machines/phoneRules.ts';
import { SelectAfterDraw } from '../../ui/SelectAfterDraw.tsx';
import { MAX_PHONES, PHONE_MAX_LENGTH } from './phoneCountries.ts';
import type { PhoneValue } from './profileSchemas.ts';

const COUNTRY_OPTIONS = PHONE_COUNTRIES.map((c) => ({
  value: c.code,
  label: `${c.code.toUpperCase()} ${c.prefix}`,
}));

/** A phone still to type, in the account's country (the one chosen at registration). */
export const emptyPhone = (country: PhoneCountry): PhoneValue => ({
  country_code: country,
  phone_number: '',
  whatsapp: false,
});

interface PhoneFieldsProps {
  // biome-ignore lint/suspicious/noExplicitAny: the host form's other fields do not matter here
  form: UseFormReturnType<any>;
  /** The country a newly added phone starts in. */
  country: PhoneCountry;
}

/** Up to two phones (SPEC §5): country with its fixed prefix, the number, and a WhatsApp flag. */
export function PhoneFields({ form, country }: PhoneFieldsProps) {
  const { t } = useLingui();
  const phones = form.values.phones as PhoneValue[];
  const listError = typeof form.errors.phones === 'string' ? form.errors.phones : undefined;
  return (
    <Fieldset legend={t`Teléfonos`} variant="unstyled">
      <Stack gap="sm">
        {phones.map((phone, index) => (
          <Group key={form.key(`phones.${index}`)} align="flex-start" gap="sm" wrap="wrap">
            <SelectAfterDraw
              w={116}
              label={t`País`}
              aria-label={t`País del teléfono ${index + 1}`}
              data={COUNTRY_OPTIONS}
              {...form.getInputProps(`phones.${index}.country_code`)}
              onChange={(value) =>
                form.setFieldValue(
                  `phones.${index}.country_code`,
                  (value ?? DEFAULT_PHONE_COUNTRY) as PhoneCountry,
                )
              }
            />
            <TextInput
              style={{ flex: '1 1 200px' }}
              label={t`Número de teléfono ${index + 1}`}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              required
              maxLength={PHONE_MAX_LENGTH}
              leftSection={
                <Text size="sm" c="dimmed" aria-hidden>
                  {prefixOf(phone.country_code)}
                </Text>
              }
              leftSectionWidth={52}
              {...form.getInputProps(`phones.${index}.phone_number`)}
              onChange={(event) =>
                form.setFieldValue(
                  `phones.${index}.phone_number`,
                  event.currentTarget.value.replace(/[^0-9 ]/g, ''),
                )
              }
            />
            <Checkbox
              mt={{ base: 0, sm: 34 }}
              label={<Trans>WhatsApp</Trans>}
              {...form.getInputProps(`phones.${index}.whatsapp`, { type: 'checkbox' })}
            />
            {phones.length > 1 && (
              <ActionIcon
                mt={{ base: 0, sm: 28 }}
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t`Quitar el teléfono ${index + 1}`}
                onClick={() => form.removeListItem('phones', index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {listError && (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        )}
        {phones.length < MAX_PHONES && (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('phones', emptyPhone(country))}
            >
              <Trans>Agregar otro teléfono</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

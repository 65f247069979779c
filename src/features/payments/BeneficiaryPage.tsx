import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { Checkbox, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAYOUT_LIMITS } from '../../../machines/payoutRules.ts';
import { asFailure } from '../../api/errors.ts';
import { ownUserId, paymentProfileQuery } from '../../api/paymentQueries.ts';
import { useSession } from '../../api/session.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { CardPage } from '../../ui/CardPage.tsx';
import { CaptchaField } from '../../ui/captcha/CaptchaField.tsx';
import { useCaptcha } from '../../ui/captcha/useCaptcha.ts';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { PlaceSelects } from '../../ui/PlaceSelects.tsx';
import { PaymentFormFooter } from './PaymentFormFooter.tsx';
import { paymentMessages, refusalMessage } from './paymentMessages.ts';
import {
  type BeneficiarySave,
  type BeneficiaryView,
  refreshPayments,
  saveBeneficiary,
  storeInProfile,
} from './paymentQueries.ts';
import { type BeneficiaryValues, beneficiarySchema } from './paymentSchemas.ts';
import { schemaErrors } from './schemaErrors.ts';

const formValues = (stored: BeneficiaryView | null, country: string | null = null): BeneficiaryValues => ({
  first_name: stored?.first_name ?? '',
  last_name: stored?.last_name ?? '',
  company_name: stored?.company_name ?? '',
  country: stored?.country || country,
  state: stored?.state || null,
  city: stored?.city || null,
  bank_name: stored?.bank_name ?? '',
  // The stored numbers are never sent back: the fields start empty and keep them when left so.
  account_number: '',
  iban: '',
  bin: stored?.bin ?? '',
  real_address: stored?.real_address ?? '',
  postal_code: stored?.postal_code ?? '',
  captcha: '',
});

/** What the server is sent: empty optional fields left out, the secrets only when typed (or the IBAN removed). */
function saveBody(values: BeneficiaryValues, removeIban: boolean): BeneficiarySave {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const body: BeneficiarySave = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    country: values.country ?? '',
    bank_name: values.bank_name.trim(),
    bin: values.bin.trim().toUpperCase(),
    captcha: values.captcha,
  };
  const rest = {
    company_name: optional(values.company_name),
    state: values.state ?? undefined,
    city: values.city ?? undefined,
    account_number: optional(values.account_number),
    iban: removeIban ? '' : optional(values.iban),
    real_address: optional(values.real_address),
    postal_code: optional(values.postal_code),
  };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) Object.assign(body, { [key]: value });
  }
  return body;
}

/** /edit-information-transfer: the account the provider is paid into (SPEC §3 Payment, §5; captcha on save). */
export function BeneficiaryPage() {
  const { _ } = useLingui();
  const { t } = useMacroLingui();
  const userId = ownUserId();
  const queryClient = useQueryClient();
  const stored = useSuspenseQuery(paymentProfileQuery(userId)).data.beneficiary;
  const captcha = useCaptcha();
  const [removeIban, setRemoveIban] = useState(false);
  const sessionCountry = useSession()?.user.tb_lg_person.country || null;

  const form = useForm<BeneficiaryValues>({
    initialValues: formValues(stored, sessionCountry),
    validateInputOnChange: true,
    validate: (values) => schemaErrors(beneficiarySchema(stored !== null), values),
  });
  useRevalidateOnLanguageChange(form);

  const mutation = useMutation({
    mutationFn: (values: BeneficiaryValues) => saveBeneficiary(userId, saveBody(values, removeIban)),
    onSuccess: async (saved) => {
      storeInProfile(queryClient, userId, { beneficiary: saved });
      await refreshPayments(queryClient);
      form.setValues(formValues(saved));
      form.resetDirty(formValues(saved));
      setRemoveIban(false);
      captcha.renew();
      notifications.show({ color: 'teal', message: t`Cambios guardados` });
    },
    onError: (error) => {
      // A spent captcha is cleared and the widget reset; everything else typed stays.
      form.setFieldValue('captcha', '');
      captcha.renew();
      const failure = asFailure(error);
      const message = refusalMessage(failure.code);
      if (failure.code === 'captcha_failed') form.setFieldError('captcha', _(paymentMessages.captchaFailed));
      else if (failure.field && failure.field in form.values && message) {
        form.setFieldError(failure.field, _(message));
      }
    },
  });
  const failure = mutation.error ? asFailure(mutation.error) : null;
  const unplaced =
    failure &&
    failure.code !== 'captcha_failed' &&
    !(failure.field && failure.field in form.values && refusalMessage(failure.code));

  return (
    <CardPage
      title={<Trans>Datos para transferencia</Trans>}
      subtitle={
        <Trans>La cuenta donde depositaremos tus pagos. Los campos marcados con * son obligatorios.</Trans>
      }
      width={760}
    >
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values), focusFirstInvalid)}>
        <Stack gap="lg">
          <Title order={2} size="h5">
            <Trans>Titular</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Nombre`}
              required
              maxLength={PAYOUT_LIMITS.name}
              autoComplete="given-name"
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t`Apellido`}
              required
              maxLength={PAYOUT_LIMITS.name}
              autoComplete="family-name"
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t`Empresa`}
            description={t`Si la cuenta está a nombre de una empresa`}
            maxLength={PAYOUT_LIMITS.companyName}
            autoComplete="organization"
            {...form.getInputProps('company_name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PlaceSelects form={form} language={currentLanguage()} />
          </SimpleGrid>
          <Title order={2} size="h5">
            <Trans>Cuenta bancaria</Trans>
          </Title>
          <TextInput
            label={t`Banco`}
            required
            maxLength={PAYOUT_LIMITS.bankName}
            {...form.getInputProps('bank_name')}
          />
          <TextInput
            label={t`Número de cuenta`}
            required={stored === null}
            maxLength={PAYOUT_LIMITS.accountNumberMax + 10}
            autoComplete="off"
            inputMode="text"
            description={
              stored
                ? t`Déjalo vacío para conservar la cuenta terminada en ${stored.account_number_last4}`
                : undefined
            }
            {...form.getInputProps('account_number')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`IBAN`}
              maxLength={PAYOUT_LIMITS.iban + 7}
              autoComplete="off"
              disabled={removeIban}
              description={
                stored?.iban_last4
                  ? t`Déjalo vacío para conservar el IBAN terminado en ${stored.iban_last4}`
                  : t`Opcional: hasta 28 caracteres`
              }
              {...form.getInputProps('iban')}
            />
            <TextInput
              label={t`BIC/SWIFT`}
              description={t`Opcional: 8 u 11 caracteres`}
              maxLength={PAYOUT_LIMITS.bic}
              autoComplete="off"
              {...form.getInputProps('bin')}
            />
          </SimpleGrid>
          {stored?.iban_last4 ? (
            <Checkbox
              label={t`Quitar el IBAN guardado`}
              checked={removeIban}
              onChange={(event) => {
                setRemoveIban(event.currentTarget.checked);
                form.setFieldValue('iban', '');
              }}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t`Dirección`}
              maxLength={PAYOUT_LIMITS.address}
              autoComplete="street-address"
              style={{ gridColumn: 'span 2' }}
              {...form.getInputProps('real_address')}
            />
            <TextInput
              label={t`Código postal`}
              maxLength={PAYOUT_LIMITS.postalCode}
              autoComplete="postal-code"
              {...form.getInputProps('postal_code')}
            />
          </SimpleGrid>
          <CaptchaField
            captcha={captcha}
            onChange={(value) => form.setFieldValue('captcha', value)}
            error={form.errors.captcha}
          />
          <PaymentFormFooter
            unplaced={unplaced ? failure : null}
            back={{ to: '/edit-payments-and-collections', label: <Trans>Volver</Trans> }}
            saving={mutation.isPending}
          />
        </Stack>
      </form>
    </CardPage>
  );
}

import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type IdentificationType, PAYOUT_LIMITS } from '../../../machines/payoutRules.ts';
import { asFailure } from '../../api/errors.ts';
import { ownUserId, paymentProfileQuery } from '../../api/paymentQueries.ts';
import { useSession } from '../../api/session.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { CardPage } from '../../ui/CardPage.tsx';
import { focusFirstInvalid, useRevalidateOnLanguageChange } from '../../ui/formFeedback.ts';
import { PlaceSelects } from '../../ui/PlaceSelects.tsx';
import { SelectAfterDraw } from '../../ui/SelectAfterDraw.tsx';
import { PaymentFormFooter } from './PaymentFormFooter.tsx';
import { refusalMessage } from './paymentMessages.ts';
import {
  identificationQuery,
  refreshPayments,
  saveTaxRegister,
  storedNumberLast4,
  storeInProfile,
  type TaxRegisterSave,
  type TaxRegisterView,
} from './paymentQueries.ts';
import { type TaxRules, type TaxValues, taxSchema } from './paymentSchemas.ts';
import { schemaErrors } from './schemaErrors.ts';

const formValues = (stored: TaxRegisterView | null, country: string | null): TaxValues => ({
  name_on_tax: stored?.name_on_tax ?? '',
  identification_type: stored?.identification_type ?? null,
  // The server answers the stored number by its last four only: each field starts empty and keeps it when left so.
  dpi: '',
  passport: '',
  national_id: '',
  nit: stored?.nit ?? '',
  tax_regime: stored?.tax_regime ?? null,
  tax_code: stored?.tax_code ?? '',
  country: stored?.country || country,
  state: stored?.state || null,
  city: stored?.city || null,
  real_address: stored?.real_address ?? '',
  postal_code: stored?.postal_code ?? '',
});

/** What the server is sent: only the identification the type asks for, the taxpayer's fields when a taxpayer. */
function saveBody(values: TaxValues, taxpayer: boolean, smallBusiness: boolean): TaxRegisterSave {
  const type = values.identification_type ?? 'passport';
  const body: TaxRegisterSave = {
    taxpayer,
    name_on_tax: values.name_on_tax.trim(),
    identification_type: type,
    country: values.country ?? '',
    real_address: values.real_address.trim(),
  };
  if (values.state) body.state = values.state;
  if (values.city) body.city = values.city;
  if (values.postal_code.trim()) body.postal_code = values.postal_code.trim();
  // An empty field is omitted, which keeps the stored number of the type.
  const number = values[type].trim();
  if (number) body[type] = number;
  if (taxpayer) {
    body.nit = values.nit.trim();
    if (values.tax_regime) body.tax_regime = values.tax_regime;
    if (smallBusiness) body.tax_code = values.tax_code.trim();
  }
  return body;
}

/**
 * /edit-taxpayer-information and /edit-non-taxpayer-information (SPEC §3, §4, §5): the tax register. The
 * identification type picks the document asked; a taxpayer adds NIT and regime, the Small Business regime its
 * tax code.
 */
export function TaxRegisterPage({ taxpayer }: { taxpayer: boolean }) {
  const { _ } = useLingui();
  const { t } = useMacroLingui();
  const userId = ownUserId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = currentLanguage();
  const stored = useSuspenseQuery(paymentProfileQuery(userId)).data.tax;
  const sessionCountry = useSession()?.user.tb_lg_person.country || null;

  const form: UseFormReturnType<TaxValues> = useForm<TaxValues>({
    initialValues: formValues(stored, sessionCountry),
    validateInputOnChange: true,
    validate: (values) => schemaErrors(taxSchema(rules(values), values), values),
  });
  useRevalidateOnLanguageChange(form);
  const reference = useQuery(identificationQuery(form.values.country ?? '', language));
  const smallBusinessRegimes: string[] = (reference.data?.regimes ?? [])
    .filter((r) => r.small_business)
    .map((r) => r._id);
  const rules = (values: TaxValues): TaxRules => ({
    taxpayer,
    smallBusinessRegimes,
    numberStored: storedNumberLast4(stored, values.identification_type) !== null,
  });
  const smallBusiness =
    form.values.tax_regime !== null && smallBusinessRegimes.includes(form.values.tax_regime);

  const mutation = useMutation({
    mutationFn: (values: TaxValues) => saveTaxRegister(userId, saveBody(values, taxpayer, smallBusiness)),
    onSuccess: async (saved) => {
      storeInProfile(queryClient, userId, { tax: saved });
      await refreshPayments(queryClient);
      notifications.show({ color: 'teal', message: t`Cambios guardados` });
      await navigate({ to: '/tax-setup' });
    },
    onError: (error) => {
      const failure = asFailure(error);
      const message = refusalMessage(failure.code);
      if (failure.field && failure.field in form.values && message)
        form.setFieldError(failure.field, _(message));
    },
  });
  const failure = mutation.error ? asFailure(mutation.error) : null;
  const unplaced =
    failure && !(failure.field && failure.field in form.values && refusalMessage(failure.code));

  const type = form.values.identification_type;
  const kept = storedNumberLast4(stored, type);
  const dpiHint = kept
    ? t`Déjalo vacío para conservar el DPI terminado en ${kept}`
    : t`13 dígitos, como aparecen en tu DPI`;

  return (
    <CardPage
      title={taxpayer ? <Trans>Datos de contribuyente</Trans> : <Trans>Datos de no contribuyente</Trans>}
      subtitle={
        <Trans>Como aparecen en tu registro tributario. Los campos marcados con * son obligatorios.</Trans>
      }
      width={760}
    >
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values), focusFirstInvalid)}>
        <Stack gap="lg">
          <TextInput
            label={t`Nombre en el registro tributario`}
            required
            maxLength={PAYOUT_LIMITS.nameOnTax}
            {...form.getInputProps('name_on_tax')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PlaceSelects form={form} language={language} />
          </SimpleGrid>
          <Title order={2} size="h5">
            <Trans>Identificación</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectAfterDraw
              label={t`Tipo de identificación`}
              placeholder={form.values.country ? t`Elige una opción` : t`Primero elige el país`}
              required
              disabled={!form.values.country}
              data={(reference.data?.identification_types ?? []).map((i) => ({ value: i.id, label: i.name }))}
              {...form.getInputProps('identification_type')}
              onChange={(value) =>
                form.setFieldValue('identification_type', value as IdentificationType | null)
              }
            />
            {type === 'dpi' ? (
              <TextInput
                label={t`DPI (CUI)`}
                required={!kept}
                inputMode="numeric"
                autoComplete="off"
                maxLength={15}
                description={dpiHint}
                {...form.getInputProps('dpi')}
              />
            ) : type === 'passport' ? (
              <TextInput
                label={t`Número de pasaporte`}
                required={!kept}
                autoComplete="off"
                description={
                  kept ? t`Déjalo vacío para conservar el pasaporte terminado en ${kept}` : undefined
                }
                maxLength={PAYOUT_LIMITS.passportMax}
                {...form.getInputProps('passport')}
              />
            ) : type === 'national_id' ? (
              <TextInput
                label={t`Documento de identidad`}
                required={!kept}
                autoComplete="off"
                description={
                  kept ? t`Déjalo vacío para conservar el documento terminado en ${kept}` : undefined
                }
                maxLength={PAYOUT_LIMITS.nationalId}
                {...form.getInputProps('national_id')}
              />
            ) : null}
          </SimpleGrid>
          {taxpayer ? (
            <>
              <Title order={2} size="h5">
                <Trans>Datos tributarios</Trans>
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t`NIT`}
                  description={t`Con su dígito verificador, por ejemplo 576937-K`}
                  required
                  autoComplete="off"
                  maxLength={PAYOUT_LIMITS.nit}
                  {...form.getInputProps('nit')}
                />
                <SelectAfterDraw
                  label={t`Régimen tributario`}
                  placeholder={form.values.country ? t`Elige una opción` : t`Primero elige el país`}
                  required
                  disabled={!form.values.country}
                  data={(reference.data?.regimes ?? []).map((r) => ({ value: r._id, label: r.name }))}
                  {...form.getInputProps('tax_regime')}
                />
              </SimpleGrid>
              {smallBusiness ? (
                <TextInput
                  label={t`Código tributario`}
                  description={t`El régimen de Pequeño Contribuyente lo pide: hasta 20 letras y números`}
                  required
                  autoComplete="off"
                  maxLength={PAYOUT_LIMITS.taxCode}
                  {...form.getInputProps('tax_code')}
                />
              ) : null}
            </>
          ) : null}
          <Title order={2} size="h5">
            <Trans>Dirección fiscal</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t`Dirección`}
              required
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
          <PaymentFormFooter
            unplaced={unplaced ? failure : null}
            back={{ to: '/tax-setup', label: <Trans>Cancelar</Trans> }}
            saving={mutation.isPending}
          />
        </Stack>
      </form>
    </CardPage>
  );
}

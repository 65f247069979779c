import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Radio } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  type CommissionModel,
  commissionPercent,
  DEFAULT_COMMISSION_MODEL,
} from '../../../../machines/netAmount.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { StepFormShell } from '../StepFormShell.tsx';
import {
  accommodationTypeOf,
  defineStep,
  productIdOf,
  type StepContext,
  type StepFormProps,
} from '../stepDefinition.ts';
import { CountInput } from './CountInput.tsx';
import { MoneyInput, StayPrices } from './priceInputs.tsx';
import { DiscountInput, ExtraFees } from './priceSeasonsFields.tsx';
import {
  type AccommodationPrice,
  PRICE_LIMITS,
  type PriceValues,
  priceBodyOf,
  priceSchema,
  priceValuesOf,
  showsMonths,
  showsNights,
} from './priceSeasonsSchema.ts';

const path = (request: StepContext) => ({
  params: {
    path: { id: productIdOf(request), type: accommodationTypeOf(request) },
    query: { language_code: request.language },
  },
});

function CommissionExplanation({ model }: { model: CommissionModel }) {
  const percent = commissionPercent(model);
  return (
    <Alert
      variant="light"
      icon={<IconInfoCircle />}
      title={<Trans>Precios en dólares con la comisión incluida</Trans>}
    >
      {model === 1 ? (
        <Trans>
          Modelo 1: tú gestionas tus reservas y la plataforma cobra el {percent} % sobre tu neto. Escribe el
          precio que pagará el viajero; debajo de cada precio verás lo que recibes.
        </Trans>
      ) : (
        <Trans>
          Modelo 2: nosotros gestionamos tus reservas y la plataforma cobra el {percent} % sobre tu neto.
          Escribe el precio que pagará el viajero; debajo de cada precio verás lo que recibes.
        </Trans>
      )}
    </Alert>
  );
}

function PriceSeasonsForm({
  formId,
  data,
  product,
  busy,
  onSubmit,
}: StepFormProps<AccommodationPrice, AccommodationPrice>) {
  const { t } = useLingui();
  const model: CommissionModel =
    data?.commission_model ?? product?.commission_model ?? DEFAULT_COMMISSION_MODEL;
  const form = useForm<PriceValues>({
    initialValues: priceValuesOf(data),
    validate: schemaResolver(priceSchema, { sync: true }),
  });
  const term = form.values.type_of_term;

  return (
    <StepFormShell
      formId={formId}
      form={form}
      busy={busy}
      onSubmit={(values) => onSubmit(priceBodyOf(values, model))}
    >
      <CommissionExplanation model={model} />

      <Radio.Group label={t`Tipo de estancia`} withAsterisk {...form.getInputProps('type_of_term')}>
        <Group mt="xs" gap="lg">
          <Radio value="0" label={t`Estancias cortas (noches)`} disabled={busy} />
          <Radio value="1" label={t`Estancias largas (meses)`} disabled={busy} />
          <Radio value="2" label={t`Ambas`} disabled={busy} />
        </Group>
      </Radio.Group>

      {showsNights(term) && (
        <StayPrices title={<Trans>Estancias cortas</Trans>}>
          <CountInput
            label={t`Mínimo de noches`}
            limits={PRICE_LIMITS.minNight}
            withAsterisk
            disabled={busy}
            {...form.getInputProps('min_night')}
          />
          <MoneyInput
            label={t`Precio por noche`}
            withAsterisk
            model={model}
            disabled={busy}
            {...form.getInputProps('base_price')}
          />
          <MoneyInput
            label={t`Precio de fin de semana`}
            model={model}
            disabled={busy}
            {...form.getInputProps('weekend_price')}
          />
          <DiscountInput
            label={t`Descuento semanal (%)`}
            description={t`Para estancias de 7 noches o más`}
            disabled={busy}
            {...form.getInputProps('weekly_discount')}
          />
          <DiscountInput
            label={t`Descuento mensual (%)`}
            description={t`Para estancias de 28 noches o más`}
            disabled={busy}
            {...form.getInputProps('monthly_discount')}
          />
        </StayPrices>
      )}

      {showsMonths(term) && (
        <StayPrices title={<Trans>Estancias largas</Trans>}>
          <CountInput
            label={t`Mínimo de meses`}
            limits={PRICE_LIMITS.minMonths}
            withAsterisk
            disabled={busy}
            {...form.getInputProps('min_months')}
          />
          <MoneyInput
            label={t`Precio por mes`}
            withAsterisk
            model={model}
            disabled={busy}
            {...form.getInputProps('month_price')}
          />
        </StayPrices>
      )}

      <CountInput
        label={t`Días de preparación`}
        description={t`Días libres después de cada reserva antes de poder reservar de nuevo`}
        limits={PRICE_LIMITS.availableAfter}
        disabled={busy}
        maw={320}
        {...form.getInputProps('available_after')}
      />

      <ExtraFees
        fees={form.values.extra_fee}
        model={model}
        disabled={busy}
        onAdd={(fee) => form.insertListItem('extra_fee', fee)}
        onRemove={(index) => form.removeListItem('extra_fee', index)}
      />
    </StepFormShell>
  );
}

export const priceSeasonsStep = defineStep<AccommodationPrice, AccommodationPrice>({
  load: async (request) => unwrap(await api.GET('/api/accommodation/price/{id}/{type}', path(request))),
  save: async (request, body) =>
    unwrap(await api.PUT('/api/accommodation/price/{id}/{type}', { ...path(request), body })),
  Form: PriceSeasonsForm,
});

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { type FormErrors, type UseFormReturnType, useForm } from '@mantine/form';
import {
  type HotelBookingForm,
  type HotelBookingProblem,
  hotelBookingProblem,
  keptHotelBooking,
  MAX_SURCHARGE_PERCENT,
  offersEarlyCheckIn,
  SURCHARGE,
  type SurchargeKind,
  surchargeHasAmount,
} from '../../../../../machines/hotelBooking.ts';
import { type CommissionModel, DEFAULT_COMMISSION_MODEL } from '../../../../../machines/netAmount.ts';
import type { HotelType } from '../../../../../machines/productTypes.ts';
import { TIME_CHOICES } from '../../../../../machines/timeChoices.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { NativeRadioGroup } from '../../../../ui/NativeRadioGroup.tsx';
import { NumberInputAfterDraw } from '../../../../ui/NumberInputAfterDraw.tsx';
import { SelectAfterDraw } from '../../../../ui/SelectAfterDraw.tsx';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, type StepContext, type StepFormProps } from '../../stepDefinition.ts';
import { MONEY, stepMessages as m, say, sayRange } from '../../stepMessages.ts';
import { MoneyInput } from '../../steps/priceInputs.tsx';

type HotelBooking = components['schemas']['HotelBooking'];

/** SPEC §9: times default to midnight, as the server answers before the step is saved. */
const DEFAULT_TIME = '00:00';

const bookingMessages = {
  timeOrder: msg`La hora final del check-out debe ser posterior a la inicial`,
  amountAboveZero: msg`Escribe un monto mayor que cero`,
  percentTooHigh: msg`El porcentaje no puede pasar de ${MAX_SURCHARGE_PERCENT} %`,
};

const SURCHARGE_KINDS = {
  [SURCHARGE.fixed]: msg`Monto fijo en dólares`,
  [SURCHARGE.percent]: msg`Porcentaje de la noche`,
  [SURCHARGE.none]: msg`Sin cargo`,
} as const satisfies Record<SurchargeKind, MessageDescriptor>;
const KIND_VALUES = Object.keys(SURCHARGE_KINDS).map(Number) as SurchargeKind[];

/** What is on screen: a select holds null until chosen, a number input '' while empty. */
export interface HotelBookingValues {
  fixed_time: boolean;
  check_in_time_start: string | null;
  check_out_time_start: string | null;
  check_out_time_end: string | null;
  early_check_available: boolean;
  surchange_early: SurchargeKind | null;
  surchange_early_value: number | string;
  late_check_available: boolean;
  surchange_late: SurchargeKind | null;
  surchange_late_value: number | string;
}

const EARLY = {
  offered: 'early_check_available',
  kind: 'surchange_early',
  value: 'surchange_early_value',
} as const;
const LATE = {
  offered: 'late_check_available',
  kind: 'surchange_late',
  value: 'surchange_late_value',
} as const;

const amountOf = (value: number | string) => (typeof value === 'number' ? value : undefined);

/** The values as machines/hotelBooking.ts reads them: what is empty is absent. */
function bookingOf(values: HotelBookingValues): HotelBookingForm {
  const booking: HotelBookingForm = {
    fixed_time: values.fixed_time,
    check_out_time_start: values.check_out_time_start ?? '',
    check_out_time_end: values.check_out_time_end ?? '',
    early_check_available: values.early_check_available,
    late_check_available: values.late_check_available,
  };
  if (values.check_in_time_start) booking.check_in_time_start = values.check_in_time_start;
  for (const { kind, value } of [EARLY, LATE]) {
    const chosen = values[kind];
    const amount = amountOf(values[value]);
    if (chosen !== null) booking[kind] = chosen;
    if (amount !== undefined) booking[value] = amount;
  }
  return booking;
}

const PROBLEM_TEXT: Record<Exclude<HotelBookingProblem, 'amount_required'>, MessageDescriptor> = {
  required: m.required,
  time_order: bookingMessages.timeOrder,
  percent_too_high: bookingMessages.percentTooHigh,
};

/**
 * The form's check is the server's (machines/hotelBooking.ts), which names the first problem; then a revealed
 * amount must be within the contract's Money range, which inputs never clamp.
 */
function bookingErrors(values: HotelBookingValues): FormErrors {
  const booking = bookingOf(values);
  const found = hotelBookingProblem(booking);
  if (found) {
    const { field, problem } = found;
    // An amount typed as zero is there, only too small: "required" would say it is empty.
    const text =
      problem !== 'amount_required'
        ? PROBLEM_TEXT[problem]
        : values[field] === ''
          ? m.required
          : bookingMessages.amountAboveZero;
    return { [field]: say(text)() };
  }
  const kept = keptHotelBooking(booking);
  const tooMuch = [EARLY.value, LATE.value].find((field) => (kept[field] ?? 0) > MONEY.maximum);
  return tooMuch ? { [tooMuch]: sayRange(MONEY.minimum, MONEY.maximum)() } : {};
}

interface SurchargeFieldsProps {
  form: UseFormReturnType<HotelBookingValues>;
  surcharge: typeof EARLY | typeof LATE;
  label: string;
  description: string;
  kindLabel: string;
  /** The amount's label as dollars (kind 1) and as a percentage (kind 2). */
  amountLabels: Record<'fixed' | 'percent', string>;
  model: CommissionModel;
}

/** A switch revealing how an early check-in or late check-out is charged and, unless free, how much. */
function SurchargeFields({
  form,
  surcharge: { offered, kind, value },
  label,
  description,
  kindLabel,
  amountLabels,
  model,
}: SurchargeFieldsProps) {
  const { i18n } = useLingui();
  const chosen = form.values[kind];
  const kindError = form.errors[kind];
  const amountProps = {
    required: true,
    maw: 320,
    ...form.getInputProps(value),
  };
  return (
    <Stack gap="xs">
      <Switch
        label={label}
        description={description}
        {...form.getInputProps(offered, { type: 'checkbox' })}
      />
      {form.values[offered] ? (
        <Stack gap="sm" ml={{ sm: 54 }}>
          <NativeRadioGroup
            label={kindLabel}
            required
            error={kindError}
            value={chosen === null ? null : String(chosen)}
            onChange={(next) => form.setFieldValue(kind, Number(next) as SurchargeKind)}
            cols={{ base: 1, sm: 3 }}
            options={KIND_VALUES.map((choice) => ({
              value: String(choice),
              label: i18n._(SURCHARGE_KINDS[choice]),
            }))}
          />
          {surchargeHasAmount(chosen ?? undefined) ? (
            chosen === SURCHARGE.percent ? (
              // A part of the night's price: no commission to take from it, so no "you receive".
              <NumberInputAfterDraw
                label={amountLabels.percent}
                suffix=" %"
                min={0}
                max={MAX_SURCHARGE_PERCENT}
                decimalScale={2}
                allowNegative={false}
                {...amountProps}
              />
            ) : (
              <MoneyInput label={amountLabels.fixed} model={model} {...amountProps} />
            )
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

function HotelBookingFormView({
  formId,
  product,
  data,
  busy,
  onSubmit,
}: StepFormProps<HotelBooking, HotelBooking>) {
  const { t } = useLingui();
  const model: CommissionModel = product?.commission_model ?? DEFAULT_COMMISSION_MODEL;
  const form = useForm<HotelBookingValues>({
    initialValues: {
      fixed_time: data?.fixed_time ?? false,
      check_in_time_start: data?.check_in_time_start ?? null,
      check_out_time_start: data?.check_out_time_start ?? DEFAULT_TIME,
      check_out_time_end: data?.check_out_time_end ?? DEFAULT_TIME,
      early_check_available: data?.early_check_available ?? false,
      surchange_early: data?.surchange_early ?? null,
      surchange_early_value: data?.surchange_early_value ?? '',
      late_check_available: data?.late_check_available ?? false,
      surchange_late: data?.surchange_late ?? null,
      surchange_late_value: data?.surchange_late_value ?? '',
    },
    validate: bookingErrors,
  });
  const times = TIME_CHOICES.map((choice) => ({ value: choice, label: choice }));

  return (
    <StepFormShell
      formId={formId}
      form={form}
      busy={busy}
      onSubmit={(values) => onSubmit(keptHotelBooking(bookingOf(values)))}
    >
      <Stack gap="xs">
        <Switch
          label={t`Horario fijo de check-in`}
          description={t`El check-in empieza a una hora fija; así puedes ofrecer check-in anticipado.`}
          {...form.getInputProps('fixed_time', { type: 'checkbox' })}
        />
        {form.values.fixed_time ? (
          <SelectAfterDraw
            label={t`Check-in desde`}
            required
            data={times}
            maw={320}
            ml={{ sm: 54 }}
            {...form.getInputProps('check_in_time_start')}
          />
        ) : null}
      </Stack>
      {offersEarlyCheckIn(form.values) ? (
        <SurchargeFields
          form={form}
          surcharge={EARLY}
          label={t`Check-in anticipado`}
          description={t`Los huéspedes pueden entrar antes de la hora de check-in.`}
          kindLabel={t`Cobro por check-in anticipado`}
          amountLabels={{
            fixed: t`Cargo por check-in anticipado (USD)`,
            percent: t`Cargo por check-in anticipado (% de la noche)`,
          }}
          model={model}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectAfterDraw
          label={t`Check-out desde`}
          required
          data={times}
          {...form.getInputProps('check_out_time_start')}
        />
        <SelectAfterDraw
          label={t`Check-out hasta`}
          required
          data={times}
          {...form.getInputProps('check_out_time_end')}
        />
      </SimpleGrid>
      <SurchargeFields
        form={form}
        surcharge={LATE}
        label={t`Check-out tardío`}
        description={t`Los huéspedes pueden salir después de la hora de check-out.`}
        kindLabel={t`Cobro por check-out tardío`}
        amountLabels={{
          fixed: t`Cargo por check-out tardío (USD)`,
          percent: t`Cargo por check-out tardío (% de la noche)`,
        }}
        model={model}
      />
    </StepFormShell>
  );
}

const hotelType = (request: StepContext) => request.productType as HotelType;

/** The booking-details step of a hotel or hostel: its schedule, and what an early check-in or late check-out costs. */
export const hotelBookingStep = defineStep<HotelBooking, HotelBooking>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/hotels/booking/{id}/{type}', {
        params: { path: { id: request.id ?? '', type: hotelType(request) } },
      }),
    ),
  save: async (request, body) =>
    unwrap(
      await api.PUT('/api/hotels/booking/{id}/{type}', {
        params: { path: { id: request.id ?? '', type: hotelType(request) } },
        body,
      }),
    ),
  Form: HotelBookingFormView,
});

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Switch } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { type CommissionModel, DEFAULT_COMMISSION_MODEL } from '../../../../machines/netAmount.ts';
import { isCheckInWindow, TIME_CHOICES } from '../../../../machines/timeChoices.ts';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { NumberInputAfterDraw } from '../../../ui/NumberInputAfterDraw.tsx';
import { SelectAfterDraw } from '../../../ui/SelectAfterDraw.tsx';
import type { StayType } from '../builtWizards.ts';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, type StepContext, type StepFormProps } from '../stepDefinition.ts';
import { chosen, dollars, MONEY, stepMessages as m, say, sayRange, wholeNumberIn } from '../stepMessages.ts';
import { MoneyInput } from './priceInputs.tsx';

type VacationBooking = components['schemas']['VacationBooking'];
type TimeOfDay = components['schemas']['TimeOfDay'];

/** SPEC §9: at most 99 days of notice (the contract's range); the default is 1. */
const BEFORE_BOOKING = {
  min: schemaLimits.VacationBooking.before_booking.minimum,
  max: schemaLimits.VacationBooking.before_booking.maximum,
  default: 1,
} as const;
const { min: minDays, max: maxDays } = BEFORE_BOOKING;
/** SPEC §9: check-in defaults to midnight ('00:00 AM'). */
const DEFAULT_TIME = '00:00';

const bookingMessages = {
  timeOrder: msg`La hora final del check-in debe ser posterior a la inicial`,
};

export interface BookingValues {
  before_booking: number | string;
  check_in_time_start: string | null;
  check_in_time_end: string | null;
  check_out_time: string | null;
  late_check_in_fee: number | string;
  extra_person: boolean;
  extra_person_price: number | string;
  early_arrival_time: boolean;
  early_arrival_time_value: number | string;
  late_arrival_time: boolean;
  late_arrival_time_value: number | string;
}

type Reveal =
  | ['extra_person', 'extra_person_price']
  | ['early_arrival_time', 'early_arrival_time_value']
  | ['late_arrival_time', 'late_arrival_time_value'];

const time = () => v.pipe(chosen(), v.picklist(TIME_CHOICES as string[], say(m.required)));
/** An amount the provider may leave empty. */
const optionalDollars = () => v.union([v.literal(''), dollars()], sayRange(MONEY.minimum, MONEY.maximum));

const bookingSchema = v.pipe(
  v.object({
    before_booking: wholeNumberIn(BEFORE_BOOKING.min, BEFORE_BOOKING.max),
    check_in_time_start: time(),
    check_in_time_end: time(),
    check_out_time: time(),
    late_check_in_fee: optionalDollars(),
    extra_person: v.boolean(),
    extra_person_price: optionalDollars(),
    early_arrival_time: v.boolean(),
    early_arrival_time_value: optionalDollars(),
    late_arrival_time: v.boolean(),
    late_arrival_time_value: optionalDollars(),
  }),
  // The window ends after it starts; the server refuses the same (isCheckInWindow).
  v.forward(
    v.partialCheck(
      [['check_in_time_start'], ['check_in_time_end']],
      (input) => isCheckInWindow(input.check_in_time_start, input.check_in_time_end),
      say(bookingMessages.timeOrder),
    ),
    ['check_in_time_end'],
  ),
  // SPEC §4 reveals: a switched-on option needs its price; a hidden price is not checked.
  v.forward(
    v.partialCheck(
      [['extra_person'], ['extra_person_price']],
      (input) => !input.extra_person || typeof input.extra_person_price === 'number',
      say(m.required),
    ),
    ['extra_person_price'],
  ),
  v.forward(
    v.partialCheck(
      [['early_arrival_time'], ['early_arrival_time_value']],
      (input) => !input.early_arrival_time || typeof input.early_arrival_time_value === 'number',
      say(m.required),
    ),
    ['early_arrival_time_value'],
  ),
  v.forward(
    v.partialCheck(
      [['late_arrival_time'], ['late_arrival_time_value']],
      (input) => !input.late_arrival_time || typeof input.late_arrival_time_value === 'number',
      say(m.required),
    ),
    ['late_arrival_time_value'],
  ),
);

const stayType = (request: StepContext) => request.productType as StayType;
const amountOrEmpty = (amount: number | undefined) => amount ?? '';

function BookingDetailsForm({
  formId,
  product,
  data,
  busy,
  onSubmit,
}: StepFormProps<VacationBooking, BookingValues>) {
  const { t } = useLingui();
  const model: CommissionModel = product?.commission_model ?? DEFAULT_COMMISSION_MODEL;
  const form = useForm<BookingValues>({
    initialValues: {
      before_booking: data?.before_booking ?? BEFORE_BOOKING.default,
      check_in_time_start: data?.check_in_time_start ?? DEFAULT_TIME,
      check_in_time_end: data?.check_in_time_end ?? DEFAULT_TIME,
      check_out_time: data?.check_out_time ?? DEFAULT_TIME,
      late_check_in_fee: amountOrEmpty(data?.late_check_in_fee),
      extra_person: data?.extra_person ?? false,
      extra_person_price: amountOrEmpty(data?.extra_person_price),
      early_arrival_time: data?.early_arrival_time ?? false,
      early_arrival_time_value: amountOrEmpty(data?.early_arrival_time_value),
      late_arrival_time: data?.late_arrival_time ?? false,
      late_arrival_time_value: amountOrEmpty(data?.late_arrival_time_value),
    },
    validate: schemaResolver(bookingSchema, { sync: true }),
  });
  const times = TIME_CHOICES.map((choice) => ({ value: choice, label: choice }));
  const reveals: { toggle: Reveal; label: string; description: string; price: string }[] = [
    {
      toggle: ['extra_person', 'extra_person_price'],
      label: t`Permitir personas adicionales`,
      description: t`Acepta más huéspedes de la capacidad por un precio por persona.`,
      price: t`Precio por persona adicional`,
    },
    {
      toggle: ['early_arrival_time', 'early_arrival_time_value'],
      label: t`Llegada anticipada`,
      description: t`Los huéspedes pueden entrar antes de la hora de check-in pagando un cargo.`,
      price: t`Cargo por llegada anticipada`,
    },
    {
      toggle: ['late_arrival_time', 'late_arrival_time_value'],
      label: t`Salida tardía`,
      description: t`Los huéspedes pueden salir después de la hora de check-out pagando un cargo.`,
      price: t`Cargo por salida tardía`,
    },
  ];

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <NumberInputAfterDraw
        label={t`Días de anticipación para reservar`}
        description={t`Cuántos días antes de la llegada debe hacerse la reserva (${minDays} a ${maxDays}).`}
        required
        min={BEFORE_BOOKING.min}
        max={BEFORE_BOOKING.max}
        allowDecimal={false}
        allowNegative={false}
        maw={320}
        {...form.getInputProps('before_booking')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectAfterDraw
          label={t`Check-in desde`}
          required
          data={times}
          {...form.getInputProps('check_in_time_start')}
        />
        <SelectAfterDraw
          label={t`Check-in hasta`}
          required
          data={times}
          {...form.getInputProps('check_in_time_end')}
        />
        <SelectAfterDraw
          label={t`Hora de check-out`}
          required
          data={times}
          {...form.getInputProps('check_out_time')}
        />
      </SimpleGrid>
      <MoneyInput
        label={t`Cargo por check-in tardío (opcional)`}
        model={model}
        maw={320}
        {...form.getInputProps('late_check_in_fee')}
      />
      {reveals.map(({ toggle: [toggle, price], label, description, price: priceLabel }) => (
        <Stack key={toggle} gap="xs">
          <Switch
            label={label}
            description={description}
            {...form.getInputProps(toggle, { type: 'checkbox' })}
          />
          {form.values[toggle] ? (
            <MoneyInput
              label={priceLabel}
              required
              model={model}
              maw={320}
              ml={{ sm: 54 }}
              {...form.getInputProps(price)}
            />
          ) : null}
        </Stack>
      ))}
    </StepFormShell>
  );
}

const amount = (value: number | string) => (typeof value === 'number' ? value : undefined);

/** Step 7: notice, check-in and check-out times, and the extra guests and hours offered for a fee. */
export const bookingDetailsStep = defineStep<VacationBooking, BookingValues>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/accommodation/booking/{id}/{type}', {
        params: { path: { id: request.id ?? '', type: stayType(request) } },
      }),
    ),
  save: async (request, values) => {
    const price = (on: boolean, value: number | string) => (on ? amount(value) : undefined);
    const body: VacationBooking = {
      before_booking: Number(values.before_booking),
      check_in_time_start: values.check_in_time_start as TimeOfDay,
      check_in_time_end: values.check_in_time_end as TimeOfDay,
      check_out_time: values.check_out_time as TimeOfDay,
      late_check_in_fee: amount(values.late_check_in_fee),
      extra_person: values.extra_person,
      extra_person_price: price(values.extra_person, values.extra_person_price),
      early_arrival_time: values.early_arrival_time,
      early_arrival_time_value: price(values.early_arrival_time, values.early_arrival_time_value),
      late_arrival_time: values.late_arrival_time,
      late_arrival_time_value: price(values.late_arrival_time, values.late_arrival_time_value),
    };
    // Absent amounts are left out rather than sent as undefined-valued keys.
    const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    return unwrap(
      await api.PUT('/api/accommodation/booking/{id}/{type}', {
        params: { path: { id: request.id ?? '', type: stayType(request) } },
        body: defined as VacationBooking,
      }),
    );
  },
  Form: BookingDetailsForm,
});

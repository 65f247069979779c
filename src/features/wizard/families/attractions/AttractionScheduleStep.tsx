import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type NumberInputProps, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useId } from 'react';
import * as v from 'valibot';
import {
  type AttractionTickets,
  PRICE_TYPE,
  type TicketProblem,
  ticketProblem,
} from '../../../../../machines/attractionRules.ts';
import { isAttractionType } from '../../../../../machines/productTypes.ts';
import { tidyWeekSchedule, type WeekSchedule } from '../../../../../machines/weekSchedule.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { NumberInputAfterDraw } from '../../../../ui/NumberInputAfterDraw.tsx';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, productIdOf, type StepContext, type StepFormProps } from '../../stepDefinition.ts';
import { dollars, MONEY, sayRange } from '../../stepMessages.ts';
import { WeekScheduleFields } from '../../weekSchedule/WeekScheduleFields.tsx';
import { weekOnScreen, weekScheduleErrors, weekScheduleInput } from '../../weekSchedule/weekScheduleForm.ts';

type AttractionSchedule = components['schemas']['AttractionSchedule'];

/** A ticket's price as its input holds it: '' while empty. */
interface TicketValues {
  adult: number | string;
  child: number | string;
}

interface AttractionScheduleValues {
  schedule: WeekSchedule;
  local_prices: TicketValues;
  foreing_prices: TicketValues;
}

const ticketsSchema = v.object({
  local_prices: v.object({ adult: dollars(), child: dollars() }),
  foreing_prices: v.object({ adult: dollars(), child: dollars() }),
});
const checkTickets = schemaResolver(ticketsSchema, { sync: true });

/** What the tickets' shared rule refuses, said on the adult's price of the visitors it is about. */
const TICKET_PROBLEMS: Record<TicketProblem, MessageDescriptor | (() => string)> = {
  priceNegative: sayRange(MONEY.minimum, MONEY.maximum),
  priceRequired: msg`El precio de la entrada de un adulto local debe ser mayor que 0`,
};

const ticketsOf = (values: AttractionScheduleValues): AttractionTickets => ({
  local_prices: {
    price_type: PRICE_TYPE.local,
    adult: Number(values.local_prices.adult),
    child: Number(values.local_prices.child),
  },
  foreing_prices: {
    price_type: PRICE_TYPE.foreign,
    adult: Number(values.foreing_prices.adult),
    child: Number(values.foreing_prices.child),
  },
});

/**
 * The week's messages, each price's (required, within the contract's Money range) and, once every price is a
 * number, the tickets' rule (machines/attractionRules.ts, the server's too): a local adult's ticket costs more than 0.
 */
function validate(values: AttractionScheduleValues): FormErrors {
  const errors: FormErrors = { ...weekScheduleErrors(values.schedule), ...checkTickets(values) };
  const priced = !Object.keys(errors).some((path) => path.includes('_prices'));
  const issue = priced ? ticketProblem(ticketsOf(values)) : null;
  if (issue) {
    const say = TICKET_PROBLEMS[issue.problem];
    errors[`${issue.field}.adult`] = typeof say === 'function' ? say() : i18n._(say);
  }
  return errors;
}

/** SPEC §9: every price reads 0 until the step is saved; a local adult's 0 is no price, so its input starts empty. */
const startingTickets = (data: AttractionSchedule | null): Omit<AttractionScheduleValues, 'schedule'> => ({
  local_prices: {
    adult: data && data.local_prices.adult > 0 ? data.local_prices.adult : '',
    child: data?.local_prices.child ?? 0,
  },
  foreing_prices: { adult: data?.foreing_prices.adult ?? 0, child: data?.foreing_prices.child ?? 0 },
});

/** A ticket in dollars, cents allowed (SPEC: step 0.01). The attraction has no commission model to show a net of. */
function TicketInput(props: NumberInputProps) {
  return (
    <NumberInputAfterDraw
      prefix="$ "
      min={MONEY.minimum}
      max={MONEY.maximum}
      step={0.01}
      decimalScale={2}
      allowNegative={false}
      thousandSeparator=","
      clampBehavior="none"
      required
      {...props}
    />
  );
}

/** SPEC §3 attraction: the opening hours of each weekday and the local and foreign visitors' tickets. */
function AttractionScheduleForm({
  formId,
  data,
  busy,
  onSubmit,
}: StepFormProps<AttractionSchedule, AttractionSchedule>) {
  const { t } = useLingui();
  const ticketsHeading = useId();
  const form = useForm<AttractionScheduleValues>({
    initialValues: { schedule: weekOnScreen(data?.schedule), ...startingTickets(data) },
    validate,
  });

  return (
    <StepFormShell
      formId={formId}
      form={form}
      busy={busy}
      onSubmit={(values) => onSubmit({ schedule: tidyWeekSchedule(values.schedule), ...ticketsOf(values) })}
    >
      <WeekScheduleFields {...weekScheduleInput(form)} />
      <Stack gap="sm" component="section" aria-labelledby={ticketsHeading}>
        <Stack gap={2}>
          <Title order={2} size="h5" id={ticketsHeading}>
            {t`Precios de las entradas`}
          </Title>
          <Text size="sm" c="dimmed">
            {t`En dólares estadounidenses.`}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TicketInput label={t`Adulto local`} {...form.getInputProps('local_prices.adult')} />
          <TicketInput
            label={t`Niño local`}
            description={t`0 si los niños entran gratis.`}
            {...form.getInputProps('local_prices.child')}
          />
          <TicketInput
            label={t`Adulto extranjero`}
            description={t`0 si pagan lo mismo que un adulto local.`}
            {...form.getInputProps('foreing_prices.adult')}
          />
          <TicketInput
            label={t`Niño extranjero`}
            description={t`0 si pagan lo mismo que un niño local.`}
            {...form.getInputProps('foreing_prices.child')}
          />
        </SimpleGrid>
      </Stack>
    </StepFormShell>
  );
}

/** The attraction endpoints take its type (18) in their path; the family list gives this step only its own. */
function schedulePath(request: StepContext) {
  const type = request.productType;
  if (!isAttractionType(type)) throw new Error(`product type ${type} is not an attraction`);
  return {
    params: { path: { id: productIdOf(request), type }, query: { language_code: request.language } },
  };
}

/** The attraction's schedule step: the week of opening hours (shared with the restaurants) and the tickets. */
export const attractionScheduleStep = defineStep<AttractionSchedule, AttractionSchedule>({
  load: async (request) =>
    unwrap(await api.GET('/api/attractions/schedule/{id}/{type}', schedulePath(request))),
  save: async (request, body) =>
    unwrap(await api.PUT('/api/attractions/schedule/{id}/{type}', { ...schedulePath(request), body })),
  Form: AttractionScheduleForm,
});

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import {
  FEES_OFFERED,
  GUIDE_PRICE_TYPE,
  type GuideFeeField,
  type GuidePriceType,
  isOnFeeStep,
} from '../../../../../machines/guideRules.ts';
import { DEFAULT_COMMISSION_MODEL } from '../../../../../machines/netAmount.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, productIdOf, type StepContext, type StepFormProps } from '../../stepDefinition.ts';
import { MONEY, stepMessages as m, say, sayRange } from '../../stepMessages.ts';
import { MoneyInput } from '../../steps/priceInputs.tsx';
import { reportingRefusals, useRefusalsOnFields } from './fieldRefusals.ts';
import { guideMessages } from './guideMessages.ts';

type Fees = components['schemas']['GuideFees'];
type PriceTypeChoice = `${GuidePriceType}`;

interface FeesValues {
  /** The radio group holds its choice as text. */
  price_type: PriceTypeChoice;
  /** MoneyInputs hold '' while empty. */
  price_per_hour: number | string;
  price_per_day: number | string;
}

/** SPEC §3 Guide fees: how the guide charges, in the order the choice shows them. */
const PRICE_TYPES = [
  { value: GUIDE_PRICE_TYPE.hour, label: msg`Por hora` },
  { value: GUIDE_PRICE_TYPE.day, label: msg`Por día` },
  { value: GUIDE_PRICE_TYPE.both, label: msg`Por hora y por día` },
] as const satisfies readonly { value: GuidePriceType; label: MessageDescriptor }[];

const FEE_LABELS = {
  price_per_hour: msg`Precio por hora (USD)`,
  price_per_day: msg`Precio por día (USD)`,
} as const satisfies Record<GuideFeeField, MessageDescriptor>;

/** A fee in dollars (commission included, SPEC §5): more than 0, in whole cents (SPEC §9 step 0.01). */
const fee = () =>
  v.pipe(
    v.number(say(m.required)),
    v.check((amount) => amount > 0, say(guideMessages.pricePositive)),
    v.maxValue(MONEY.maximum, sayRange(MONEY.minimum, MONEY.maximum)),
    v.check(isOnFeeStep, say(guideMessages.priceCents)),
  );
const notAsked = v.any();

/** Only the fees the price type offers are checked (and sent); the other keeps what was typed, unsent. */
const feesSchema = v.variant(
  'price_type',
  PRICE_TYPES.map(({ value }) => {
    const offered: readonly GuideFeeField[] = FEES_OFFERED[value];
    return v.object({
      price_type: v.literal(String(value) as PriceTypeChoice),
      price_per_hour: offered.includes('price_per_hour') ? fee() : notAsked,
      price_per_day: offered.includes('price_per_day') ? fee() : notAsked,
    });
  }),
);

const priceTypeOf = (values: FeesValues) => Number(values.price_type) as GuidePriceType;

/** SPEC §3 Guide fees: per hour, per day or both, each with what the provider receives of it. */
function GuideFeesForm({ formId, product, data, busy, onSubmit }: StepFormProps<Fees, Fees>) {
  const { t, i18n } = useLingui();
  // The product's model (the fees read it; the commission menu changes it): it is sent back as it is.
  const model = data?.commission_model ?? product?.commission_model ?? DEFAULT_COMMISSION_MODEL;
  const form = useForm<FeesValues>({
    initialValues: {
      price_type: String(data?.price_type ?? GUIDE_PRICE_TYPE.hour) as PriceTypeChoice,
      price_per_hour: data?.price_per_hour ?? '',
      price_per_day: data?.price_per_day ?? '',
    },
    validate: schemaResolver(feesSchema, { sync: true }),
  });
  useRefusalsOnFields(form);
  const offered = FEES_OFFERED[priceTypeOf(form.values)];

  const submit = (values: FeesValues) => {
    const priceType = priceTypeOf(values);
    const fees: Fees = { price_type: priceType, commission_model: model };
    for (const field of FEES_OFFERED[priceType]) fees[field] = Number(values[field]);
    onSubmit(fees);
  };

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={submit}>
      <Radio.Group
        label={t`¿Cómo cobras tus servicios?`}
        description={t`Los precios incluyen la comisión de la plataforma.`}
        required
        {...form.getInputProps('price_type')}
      >
        <Group gap="md" mt="xs">
          {PRICE_TYPES.map((type) => (
            <Radio key={type.value} value={String(type.value)} label={i18n._(type.label)} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {offered.map((field) => (
          <MoneyInput
            key={field}
            label={i18n._(FEE_LABELS[field])}
            required
            model={model}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
    </StepFormShell>
  );
}

const feesPath = (request: StepContext) => ({
  params: { path: { id: productIdOf(request) }, query: { language_code: request.language } },
});

/** The price step of a guide (SPEC §7 "fees {base}/{id}"): saving it also sets the product's commission model. */
export const guideFeesStep = defineStep<Fees, Fees>({
  load: async (request) => unwrap(await api.GET('/api/bookAGuide/fees/{id}', feesPath(request))),
  save: async (request, body) =>
    reportingRefusals(async () =>
      unwrap(await api.PUT('/api/bookAGuide/fees/{id}', { ...feesPath(request), body })),
    ),
  Form: GuideFeesForm,
});

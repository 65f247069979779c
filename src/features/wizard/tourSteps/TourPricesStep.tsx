import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Radio, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { DEFAULT_COMMISSION_MODEL } from '../../../../machines/netAmount.ts';
import type { ThingsToDoType } from '../../../../machines/productTypes.ts';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { NumberInputAfterDraw } from '../../../ui/NumberInputAfterDraw.tsx';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, productIdOf, type StepContext, type StepFormProps } from '../stepDefinition.ts';
import { dollars, rangeOf, wholeNumberIn } from '../stepMessages.ts';
import { MoneyInput, StayPrices } from '../steps/priceInputs.tsx';

import { tourCatalogQuery } from '../wizardQueries.ts';

type Prices = components['schemas']['TourPrices'];
type Kind = 'price_private' | 'price_collective';
interface PriceValues {
  min_pax: number | string;
  adult: number | string;
  child: number | string;
}
interface PricesValues {
  type_of_tour: '0' | '1' | '2';
  price_private: PriceValues;
  price_collective: PriceValues;
  included: string[];
}

/** SPEC §5 min pax default 1, at most the tour capacity. */
export const MIN_PAX = rangeOf(schemaLimits.TourPrice.min_pax);
const priceSchema = v.object({ min_pax: wholeNumberIn(...MIN_PAX), adult: dollars(), child: dollars() });
const anyPrice = v.object({ min_pax: v.any(), adult: v.any(), child: v.any() });
/** Only the prices of the kinds offered are checked (and sent). */
const pricesSchema = v.variant('type_of_tour', [
  v.object({ type_of_tour: v.literal('0'), price_private: priceSchema, price_collective: anyPrice }),
  v.object({ type_of_tour: v.literal('1'), price_private: anyPrice, price_collective: priceSchema }),
  v.object({ type_of_tour: v.literal('2'), price_private: priceSchema, price_collective: priceSchema }),
]);

const KINDS = [
  { value: '0', label: msg`Privado` },
  { value: '1', label: msg`Colectivo` },
  { value: '2', label: msg`Ambos` },
] as const;
const offers = (type: PricesValues['type_of_tour'], kind: Kind) =>
  type === '2' || (kind === 'price_private' ? type === '0' : type === '1');

const start = (price: Prices['price_private']): PriceValues => ({
  min_pax: price?.min_pax ?? 1,
  adult: price?.adult ?? '',
  child: price?.child ?? '',
});
const sent = (price: PriceValues) => ({
  min_pax: Number(price.min_pax),
  adult: Number(price.adult),
  child: Number(price.child),
});

/** SPEC §3 Tour price: private, collective or both, each with its minimum of people and prices; what is included. */
function TourPricesForm({ formId, request, product, data, busy, onSubmit }: StepFormProps<Prices, Prices>) {
  const { t, i18n } = useLingui();
  const included = useQuery(tourCatalogQuery('included', request.language));
  const model = data?.commission_model ?? product?.commission_model ?? DEFAULT_COMMISSION_MODEL;
  const form = useForm<PricesValues>({
    initialValues: {
      type_of_tour: String(data?.type_of_tour ?? 0) as PricesValues['type_of_tour'],
      price_private: start(data?.price_private),
      price_collective: start(data?.price_collective),
      included: data?.included ?? [],
    },
    validate: schemaResolver(pricesSchema, { sync: true }),
  });
  const type = form.values.type_of_tour;
  const prices = (kind: Kind, title: string) =>
    offers(type, kind) ? (
      <StayPrices title={title}>
        <NumberInputAfterDraw
          label={t`Mínimo de personas`}
          required
          min={MIN_PAX[0]}
          max={MIN_PAX[1]}
          clampBehavior="none"
          allowDecimal={false}
          {...form.getInputProps(`${kind}.min_pax`)}
        />
        <MoneyInput
          label={t`Precio por adulto`}
          required
          model={model}
          {...form.getInputProps(`${kind}.adult`)}
        />
        <MoneyInput
          label={t`Precio por niño`}
          required
          model={model}
          {...form.getInputProps(`${kind}.child`)}
        />
      </StayPrices>
    ) : null;

  return (
    <StepFormShell
      formId={formId}
      form={form}
      busy={busy}
      onSubmit={(values) =>
        onSubmit({
          type_of_tour: Number(values.type_of_tour) as Prices['type_of_tour'],
          ...(offers(values.type_of_tour, 'price_private')
            ? { price_private: sent(values.price_private) }
            : {}),
          ...(offers(values.type_of_tour, 'price_collective')
            ? { price_collective: sent(values.price_collective) }
            : {}),
          included: values.included,
          commission_model: model,
        })
      }
    >
      <Radio.Group label={t`Tipo de salida`} required {...form.getInputProps('type_of_tour')}>
        <Group gap="md" mt="xs">
          {KINDS.map((kind) => (
            <Radio key={kind.value} value={kind.value} label={i18n._(kind.label)} />
          ))}
        </Group>
      </Radio.Group>
      {prices('price_private', t`Precio privado`)}
      {prices('price_collective', t`Precio colectivo`)}
      <Checkbox.Group label={t`Incluido en el precio`} {...form.getInputProps('included')}>
        <Stack gap={6} mt="xs">
          {(included.data ?? []).map((item) => (
            <Checkbox key={item._id} value={item._id} label={item.name} />
          ))}
        </Stack>
      </Checkbox.Group>
    </StepFormShell>
  );
}

const pricePath = (request: StepContext) => ({
  params: { path: { id: productIdOf(request), type: request.productType as ThingsToDoType } },
});

/** Step 9 of the things to do. */
export const tourPricesStep = defineStep<Prices, Prices>({
  load: async (request) => unwrap(await api.GET('/api/thingsToDo/prices/{id}/{type}', pricePath(request))),
  save: async (request, body) =>
    unwrap(await api.PUT('/api/thingsToDo/prices/{id}/{type}', { ...pricePath(request), body })),
  Form: TourPricesForm,
});

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { languagesQuery } from '../../../../api/catalogQueries.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { NumberInputAfterDraw } from '../../../../ui/NumberInputAfterDraw.tsx';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, type StepFormProps, stepWasSaved } from '../../stepDefinition.ts';
import { stepMessages as m, rangeOf, say, sayRange, wholeNumberIn } from '../../stepMessages.ts';
import { RestaurantChecklist } from './restaurantChecklist.tsx';
import { restaurantStepPath } from './restaurantRequest.ts';

type AdditionalInformation = components['schemas']['RestaurantAdditionalInformation'];
interface DetailsValues {
  capacity: number | string;
  /** Empty when the provider prefers not to say (stored as 0, the contract's "not said"). */
  average_price: number | string;
  languages: string[];
}

const limits = schemaLimits.RestaurantAdditionalInformation;
const SEATS = rangeOf(limits.capacity);
const PRICE = rangeOf(limits.average_price);
/** The contract's "not said" average price. */
const NOT_SAID = 0;

const detailsSchema = v.object({
  capacity: wholeNumberIn(...SEATS),
  average_price: v.union(
    [
      v.literal(''),
      v.pipe(v.number(), v.minValue(PRICE[0], sayRange(...PRICE)), v.maxValue(PRICE[1], sayRange(...PRICE))),
    ],
    sayRange(...PRICE),
  ),
  languages: v.pipe(
    v.array(v.string()),
    v.nonEmpty(say(m.required)),
    v.maxLength(limits.languages.maxItems, say(m.outOfRange)),
  ),
});

const bodyOf = (values: DetailsValues): AdditionalInformation => ({
  capacity: Number(values.capacity),
  average_price: values.average_price === '' ? NOT_SAID : Number(values.average_price),
  languages: values.languages,
});

/** How many the place seats, what a guest spends on average and the languages its staff speaks. */
function RestaurantDetailsForm({
  formId,
  request,
  product,
  data,
  busy,
  onSubmit,
}: StepFormProps<AdditionalInformation, AdditionalInformation>) {
  const { t } = useLingui();
  const languages = useQuery(languagesQuery(request.language));
  // Until saved the server answers its defaults (1 seat): the provider says how many, rather than keeping a guess.
  const saved = stepWasSaved(request, product);
  const form = useForm<DetailsValues>({
    initialValues: {
      capacity: saved && data ? data.capacity : '',
      average_price: data && data.average_price !== NOT_SAID ? data.average_price : '',
      languages: data?.languages ?? [],
    },
    validate: schemaResolver(detailsSchema, { sync: true }),
  });
  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={(values) => onSubmit(bodyOf(values))}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInputAfterDraw
          label={t`Capacidad (comensales sentados)`}
          description={t`Cuántas personas pueden comer a la vez, de ${SEATS[0]} a ${SEATS[1]}.`}
          required
          min={SEATS[0]}
          max={SEATS[1]}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('capacity')}
        />
        <NumberInputAfterDraw
          label={t`Precio promedio por persona (opcional)`}
          description={t`En dólares. Déjalo vacío si prefieres no indicarlo.`}
          prefix="$ "
          min={PRICE[0]}
          max={PRICE[1]}
          clampBehavior="none"
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps('average_price')}
        />
      </SimpleGrid>
      <RestaurantChecklist
        label={t`Idiomas que habla tu personal`}
        required
        items={languages.data ?? []}
        inputProps={form.getInputProps('languages')}
        loading={languages.isPending}
        notice={
          languages.isError ? (
            <Group gap="xs" mt="xs">
              <Text size="sm" c="red" role="alert">
                <Trans>No se pudieron cargar los idiomas.</Trans>
              </Text>
              <Button size="xs" variant="light" onClick={() => void languages.refetch()}>
                <Trans>Reintentar</Trans>
              </Button>
            </Group>
          ) : null
        }
      />
    </StepFormShell>
  );
}

/** The information-additional step (the contract's design: SPEC names the step, not its fields). */
export const restaurantDetailsStep = defineStep<AdditionalInformation, AdditionalInformation>({
  load: async (request) =>
    unwrap(
      await api.GET(
        '/api/food-establishment/information-additional/{id}/{type}',
        restaurantStepPath(request),
      ),
    ),
  save: async (request, body) =>
    unwrap(
      await api.PUT('/api/food-establishment/information-additional/{id}/{type}', {
        ...restaurantStepPath(request),
        body,
      }),
    ),
  Form: RestaurantDetailsForm,
});

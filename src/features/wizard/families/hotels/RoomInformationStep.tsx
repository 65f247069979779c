import { useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { type CommissionModel, DEFAULT_COMMISSION_MODEL } from '../../../../../machines/netAmount.ts';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { NativeSwitch } from '../../../../ui/NativeSwitch.tsx';
import { SelectAfterDraw } from '../../../../ui/SelectAfterDraw.tsx';
import { CountedTextInput } from '../../CountedTextInput.tsx';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, type StepContext, type StepFormProps } from '../../stepDefinition.ts';
import { chosen, dollars, stepMessages as m, requiredText, say, wholeNumberIn } from '../../stepMessages.ts';
import { BedRows } from '../../steps/BedRows.tsx';
import {
  asOptions,
  type BedValue,
  bedListSchema,
  bedsOf,
  bedsToSave,
  emptyBed,
} from '../../steps/bedrooms.ts';
import { CountInput } from '../../steps/CountInput.tsx';
import { MoneyInput } from '../../steps/priceInputs.tsx';

type RoomInformation = components['schemas']['HotelRoomInformation'];
type RoomType = components['schemas']['HotelRoomType'];
type HotelType = components['schemas']['HotelType'];

const limits = schemaLimits.HotelRoomInformation;
const range = (limit: { minimum: number; maximum: number }) => [limit.minimum, limit.maximum] as const;
const CAPACITY = range(limits.capacity);
const ROOMS = range(limits.capacity_room);
const NOTICE = range(limits.before_booking);

export interface RoomInformationValues {
  title: string;
  type_of_room: string | null;
  class_of_room: string | null;
  capacity: number | string;
  capacity_room: number | string;
  before_booking: number | string;
  price_per_night: number | string;
  weekend_price: number | string;
  high_price: number | string;
  high_wd_price: number | string;
  extra_person: boolean;
  extra_person_price: number | string;
  beds: BedValue[];
  bathroom_id: string | null;
}

const optionalDollars = v.union([v.literal(''), dollars()]);

const roomSchema = v.pipe(
  v.object({
    title: requiredText(limits.title.maxLength),
    type_of_room: chosen(),
    class_of_room: chosen(),
    capacity: wholeNumberIn(...CAPACITY),
    capacity_room: wholeNumberIn(...ROOMS),
    before_booking: wholeNumberIn(...NOTICE),
    price_per_night: v.pipe(dollars(), v.minValue(0.01, say(m.required))),
    weekend_price: optionalDollars,
    high_price: optionalDollars,
    high_wd_price: optionalDollars,
    extra_person: v.boolean(),
    extra_person_price: optionalDollars,
    beds: bedListSchema,
    bathroom_id: chosen(),
  }),
  // SPEC §4 reveals: extra guests ask for their price.
  v.forward(
    v.check(
      (room) =>
        !room.extra_person || (typeof room.extra_person_price === 'number' && room.extra_person_price > 0),
      say(m.required),
    ),
    ['extra_person_price'],
  ),
);

const amount = (value: number | string) => (typeof value === 'number' ? value : undefined);

function bodyOf(values: RoomInformationValues): RoomInformation {
  const optional = {
    weekend_price: values.weekend_price,
    high_price: values.high_price,
    high_wd_price: values.high_wd_price,
  };
  return {
    title: values.title.trim(),
    type_of_room: values.type_of_room ?? '',
    class_of_room: values.class_of_room ?? '',
    capacity: Number(values.capacity),
    capacity_room: Number(values.capacity_room),
    before_booking: Number(values.before_booking),
    price_per_night: Number(values.price_per_night),
    ...Object.fromEntries(
      Object.entries(optional).flatMap(([key, value]) => (amount(value) === undefined ? [] : [[key, value]])),
    ),
    extra_person: values.extra_person,
    ...(values.extra_person && amount(values.extra_person_price) !== undefined
      ? { extra_person_price: Number(values.extra_person_price) }
      : {}),
    beds: bedsToSave(values.beds),
    bathroom_id: values.bathroom_id ?? '',
  };
}

/** The catalogues the room's selects offer: its type and class (the hotels'), its beds and bathroom (the stays'). */
const roomCataloguesQuery = (language: StepContext['language']) =>
  queryOptions({
    queryKey: ['hotels', 'room-catalogues', language],
    queryFn: async () => {
      const hotels = (kind: 'room_type' | 'room_class') =>
        api
          .GET('/api/hotels/catalogs/{kind}', {
            params: { path: { kind }, query: { language_code: language } },
          })
          .then(unwrap);
      const stays = (kind: 1 | 2) =>
        api
          .GET('/api/accommodation/beds-bathrooms/{kind}', {
            params: { path: { kind }, query: { language_code: language } },
          })
          .then(unwrap);
      const [types, classes, beds, bathrooms] = await Promise.all([
        hotels('room_type'),
        hotels('room_class'),
        stays(1),
        stays(2),
      ]);
      return { types, classes, beds, bathrooms };
    },
    staleTime: 60 * 60 * 1000,
  });

function RoomInformationForm({
  formId,
  request,
  product,
  data,
  busy,
  onSubmit,
}: StepFormProps<RoomInformation, RoomInformationValues>) {
  const { t } = useLingui();
  const catalogues = useQuery(roomCataloguesQuery(request.language));
  const model = (product?.commission_model ?? DEFAULT_COMMISSION_MODEL) as CommissionModel;
  const form = useForm<RoomInformationValues>({
    initialValues: {
      title: data?.title ?? '',
      type_of_room: data?.type_of_room || null,
      class_of_room: data?.class_of_room || null,
      capacity: data?.capacity ?? 2,
      capacity_room: data?.capacity_room ?? 1,
      // SPEC §9: no notice for a hotel room until the provider asks for one.
      before_booking: data?.before_booking ?? 0,
      price_per_night: data?.price_per_night ?? '',
      weekend_price: data?.weekend_price ?? '',
      high_price: data?.high_price ?? '',
      high_wd_price: data?.high_wd_price ?? '',
      extra_person: data?.extra_person ?? false,
      extra_person_price: data?.extra_person_price ?? '',
      beds: data?.beds.length ? bedsOf(data.beds) : [emptyBed()],
      bathroom_id: data?.bathroom_id || null,
    },
    validate: schemaResolver(roomSchema, { sync: true }),
  });
  const placeholder = catalogues.isPending ? t`Cargando…` : t`Elige una opción`;
  const options = catalogues.data;

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <CountedTextInput
        label={t`Nombre de la habitación`}
        placeholder={t`Doble con vista al jardín`}
        required
        maxLength={limits.title.maxLength}
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectAfterDraw
          label={t`Tipo de habitación`}
          placeholder={placeholder}
          required
          data={asOptions(options?.types ?? [])}
          {...form.getInputProps('type_of_room')}
        />
        <SelectAfterDraw
          label={t`Categoría de la habitación`}
          placeholder={placeholder}
          required
          data={asOptions(options?.classes ?? [])}
          {...form.getInputProps('class_of_room')}
        />
        <CountInput
          label={t`Huéspedes por habitación`}
          required
          limits={CAPACITY}
          {...form.getInputProps('capacity')}
        />
        <CountInput
          label={t`Habitaciones iguales`}
          description={t`Cuántas habitaciones como esta tienes (las camas, en un dormitorio)`}
          required
          limits={ROOMS}
          {...form.getInputProps('capacity_room')}
        />
        <CountInput
          label={t`Días de anticipación para reservar`}
          required
          limits={NOTICE}
          {...form.getInputProps('before_booking')}
        />
        <SelectAfterDraw
          label={t`Baño`}
          placeholder={placeholder}
          required
          data={asOptions(options?.bathrooms ?? [])}
          {...form.getInputProps('bathroom_id')}
        />
      </SimpleGrid>
      <Fieldset legend={t`Camas`} variant="unstyled">
        <BedRows
          beds={form.values.beds}
          options={asOptions(options?.beds ?? [])}
          room={t`habitación`}
          inputProps={(index, field) => form.getInputProps(`beds.${index}.${field}`)}
          error={typeof form.errors.beds === 'string' ? form.errors.beds : undefined}
          onAdd={() => form.insertListItem('beds', emptyBed())}
          onRemove={(index) => form.removeListItem('beds', index)}
        />
      </Fieldset>
      <Fieldset legend={t`Precios por noche`} variant="unstyled">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <MoneyInput
              label={t`Noche entre semana`}
              required
              model={model}
              {...form.getInputProps('price_per_night')}
            />
            <MoneyInput
              label={t`Noche de fin de semana`}
              model={model}
              {...form.getInputProps('weekend_price')}
            />
            <MoneyInput
              label={t`Temporada alta, entre semana`}
              model={model}
              {...form.getInputProps('high_wd_price')}
            />
            <MoneyInput
              label={t`Temporada alta, fin de semana`}
              model={model}
              {...form.getInputProps('high_price')}
            />
          </SimpleGrid>
          <NativeSwitch
            label={t`Permitir personas adicionales`}
            {...form.getInputProps('extra_person', { type: 'checkbox' })}
          />
          {form.values.extra_person ? (
            <MoneyInput
              label={t`Precio por persona adicional`}
              required
              model={model}
              {...form.getInputProps('extra_person_price')}
            />
          ) : null}
        </Stack>
      </Fieldset>
    </StepFormShell>
  );
}

/** A room's first step: its kind, who and how many it sleeps, its beds and its prices; saved without an id, it adds the room. */
export const roomInformationStep = defineStep<RoomInformation, RoomInformationValues>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/hotels/room/{id}/{languageCode}/{type}', {
        params: {
          path: {
            id: request.id ?? '',
            languageCode: request.language,
            type: request.productType as RoomType,
          },
        },
      }),
    ),
  save: async (request, values) => {
    if (request.mode === 'create' || request.id === null) {
      const property = request.property;
      if (!property) throw new Error('a new room needs its hotel or hostel');
      return unwrap(
        await api.POST('/api/hotels/rooms/{id}/{languageCode}/{type}', {
          params: {
            path: { id: property.id, languageCode: request.language, type: property.type as HotelType },
          },
          body: bodyOf(values),
        }),
      );
    }
    return unwrap(
      await api.PUT('/api/hotels/room/{id}/{languageCode}/{type}', {
        params: {
          path: { id: request.id, languageCode: request.language, type: request.productType as RoomType },
        },
        body: bodyOf(values),
      }),
    );
  },
  Form: RoomInformationForm,
});

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Input, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMapOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { type SoldBy, soldBy } from '../../../../machines/productTypes.ts';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { $api } from '../../../api/queryHooks.ts';
import { callsOfType } from '../../../families/familyList.ts';
import { LazyPartView, lazyPart } from '../../../ui/LazyPart.tsx';
import { PlaceSelects } from '../../../ui/PlaceSelects.tsx';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, type StepFormProps } from '../stepDefinition.ts';
import { chosen, stepMessages as m, requiredText, say, sayRange } from '../stepMessages.ts';
import { CoordinateInput } from './CoordinateInput.tsx';
import { DEFAULT_POINT, MAP_HEIGHT } from './mapSize.ts';

type ProductLocation = components['schemas']['ProductLocation'];

/** Where the marker goes: a stay's door, a thing to do's meeting point (issue 26). */
const PLACE_WORDS: Record<SoldBy, { hint: MessageDescriptor; marker: MessageDescriptor }> = {
  night: {
    hint: msg`Haz clic en el mapa o arrastra el marcador hasta la entrada de tu alojamiento.`,
    marker: msg`Ubicación del alojamiento`,
  },
  departure: {
    hint: msg`Haz clic en el mapa o arrastra el marcador al punto de encuentro.`,
    marker: msg`Punto de encuentro`,
  },
};

// Leaflet is large: the step's form draws without it, and the map follows (docs/decisions.md).
const locationMap = lazyPart(() => import('./LocationMap.tsx').then((module) => module.default));

const limits = schemaLimits.ProductLocation;
/** About 10 cm: more digits than a map click can mean. */
const COORDINATE_DECIMALS = 6;

export interface LocationValues {
  country: string | null;
  state: string | null;
  city: string | null;
  real_address: string;
  latitude: number | string;
  length: number | string;
}

const coordinate = ({ minimum, maximum }: { minimum: number; maximum: number }) =>
  v.pipe(
    v.number(say(m.required)),
    v.minValue(minimum, sayRange(minimum, maximum)),
    v.maxValue(maximum, sayRange(minimum, maximum)),
  );

/** SPEC §5: country, state, city and address are required; the point must be on the globe. */
const locationSchema = v.object({
  country: chosen(),
  state: chosen(),
  city: chosen(),
  real_address: requiredText(limits.real_address.maxLength),
  latitude: coordinate(limits.latitude),
  length: coordinate(limits.length),
});

const rounded = (n: number) => Number(n.toFixed(COORDINATE_DECIMALS));

function LocationForm({
  formId,
  request,
  data,
  busy,
  onSubmit,
}: StepFormProps<ProductLocation, LocationValues>) {
  const { t, i18n } = useLingui();
  const [tilesFailed, setTilesFailed] = useState(false);
  const form = useForm<LocationValues>({
    initialValues: {
      country: data?.country || null,
      state: data?.state || null,
      city: data?.city || null,
      real_address: data?.real_address ?? '',
      latitude: data?.latitude ?? DEFAULT_POINT.lat,
      length: data?.length ?? DEFAULT_POINT.lng,
    },
    validate: schemaResolver(locationSchema, { sync: true }),
  });
  const config = $api.useQuery('get', '/api/public-config', {}, { staleTime: Number.POSITIVE_INFINITY });
  // The map's code starts downloading with the step, not once the tile configuration has come.
  useEffect(() => locationMap.prefetch(), []);

  const { latitude, length } = form.values;
  const point = {
    lat: typeof latitude === 'number' && Math.abs(latitude) <= 90 ? latitude : DEFAULT_POINT.lat,
    lng: typeof length === 'number' && Math.abs(length) <= 180 ? length : DEFAULT_POINT.lng,
  };
  const { setValues } = form;
  const pick = useCallback(
    ({ lat, lng }: { lat: number; lng: number }) =>
      setValues({ latitude: rounded(lat), length: rounded(lng) }),
    [setValues],
  );
  const failTiles = useCallback(() => setTilesFailed(true), []);
  const mapUnavailable = (
    <Alert color="yellow" variant="light" icon={<IconMapOff size={20} />} role="status">
      <Trans>
        No pudimos cargar el mapa. Puedes escribir la latitud y la longitud en los campos de abajo.
      </Trans>
    </Alert>
  );

  // Exactly the map's box, so the fields below do not move when it arrives.
  const mapSkeleton = (
    <Skeleton
      height={MAP_HEIGHT}
      radius="md"
      role="status"
      aria-busy="true"
      aria-label={t`Cargando el mapa`}
    />
  );

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PlaceSelects form={form} language={request.language} />
      </SimpleGrid>
      <TextInput
        label={t`Dirección`}
        placeholder={t`Calle, número, zona o referencia`}
        required
        maxLength={limits.real_address.maxLength}
        autoComplete="street-address"
        {...form.getInputProps('real_address')}
      />
      <Input.Wrapper
        label={t`Ubicación en el mapa`}
        description={i18n._(PLACE_WORDS[soldBy(request.productType)].hint)}
      >
        <Stack gap="xs" mt="xs">
          {tilesFailed ? mapUnavailable : null}
          {config.data ? (
            <LazyPartView
              part={locationMap}
              loading={mapSkeleton}
              failed={(retry) => (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconMapOff size={20} />}
                  role="alert"
                  title={<Trans>No se pudo descargar el mapa</Trans>}
                >
                  <Stack gap="xs" align="flex-start">
                    <Trans>
                      Revisa tu conexión y vuelve a intentarlo. Mientras tanto puedes seguir escribiendo la
                      dirección, la latitud y la longitud.
                    </Trans>
                    <Button size="xs" variant="light" color="red" onClick={retry}>
                      <Trans>Reintentar</Trans>
                    </Button>
                  </Stack>
                </Alert>
              )}
            >
              {(LocationMap) => (
                <LocationMap
                  point={point}
                  tileUrl={config.data.map_tile_url}
                  label={t`Mapa de la ubicación`}
                  markerLabel={i18n._(PLACE_WORDS[soldBy(request.productType)].marker)}
                  onPick={pick}
                  onTileError={failTiles}
                />
              )}
            </LazyPartView>
          ) : (
            mapSkeleton
          )}
        </Stack>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CoordinateInput label={t`Latitud`} required {...form.getInputProps('latitude')} />
        <CoordinateInput label={t`Longitud`} required {...form.getInputProps('length')} />
      </SimpleGrid>
    </StepFormShell>
  );
}

/** Where the place or the tour's meeting point is (SPEC §3 Location), with a map that never blocks typing coordinates. */
export const locationStep = defineStep<ProductLocation, LocationValues>({
  // SPEC §7: each family keeps its products' location under its own path (the family list's calls).
  load: async (request) => (await callsOfType(request.productType)).location.load(request.id ?? ''),
  save: async (request, values) => {
    const body = {
      country: values.country ?? '',
      state: values.state ?? '',
      city: values.city ?? '',
      real_address: values.real_address.trim(),
      latitude: Number(values.latitude),
      length: Number(values.length),
    };
    return (await callsOfType(request.productType)).location.save(request.id ?? '', body);
  },
  Form: LocationForm,
});

import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Input,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconMapOff } from '@tabler/icons-react';
import { type KeyboardEvent, type Ref, useCallback, useEffect, useRef, useState } from 'react';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import { $api } from '../../../../api/queryHooks.ts';
import type { Language } from '../../../../i18n/i18n.ts';
import { LazyPartView, lazyPart } from '../../../../ui/LazyPart.tsx';
import { PlaceSelects } from '../../../../ui/PlaceSelects.tsx';
import { CoordinateInput } from '../../steps/CoordinateInput.tsx';
import { DEFAULT_POINT, MAP_HEIGHT } from '../../steps/mapSize.ts';
import { type LocationDraft, roundedCoordinate } from './restaurantLocationDraft.ts';

// Leaflet is large: the editor draws without it, and the map follows (as the general location step's).
const locationMap = lazyPart(() => import('../../steps/LocationMap.tsx').then((module) => module.default));

const limits = schemaLimits.ProductLocation;

interface RestaurantLocationEditorProps {
  form: UseFormReturnType<LocationDraft>;
  language: Language;
  /** Its heading, focused when the editor opens. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The location is on its way to the server. */
  saving: boolean;
  /** Why the server refused it, when the refusal names none of the fields. */
  failure: string | null;
  /** The editor can be closed or emptied (there are saved locations, or something typed). */
  canDiscard: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

/**
 * One location of the restaurant being added or changed: its place, its address and its point on a map that never
 * blocks typing the coordinates. It lives inside the step's form (one form on the page), so its buttons only act
 * here; Enter in its text fields saves the location rather than the step.
 */
export function RestaurantLocationEditor({
  form,
  language,
  headingRef,
  saving,
  failure,
  canDiscard,
  onSave,
  onDiscard,
}: RestaurantLocationEditorProps) {
  const { t } = useLingui();
  const editing = form.values.editing !== null;
  const saveOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSave();
  };
  const pending = form.errors.editor;
  const pendingAlert = useRef<HTMLDivElement>(null);
  // The main button's refusal is said here, where the unsaved location is.
  useEffect(() => {
    if (pending) pendingAlert.current?.focus();
  }, [pending]);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
          {editing ? <Trans>Editar ubicación</Trans> : <Trans>Nueva ubicación</Trans>}
        </Title>
        {pending ? (
          <Alert color="red" variant="light" role="alert" ref={pendingAlert} tabIndex={-1}>
            {pending}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PlaceSelects form={form} language={language} />
        </SimpleGrid>
        <TextInput
          label={t`Dirección`}
          placeholder={t`Calle, número, zona o referencia`}
          required
          maxLength={limits.real_address.maxLength}
          autoComplete="street-address"
          onKeyDown={saveOnEnter}
          {...form.getInputProps('real_address')}
        />
        <LocationPicker form={form} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CoordinateInput
            label={t`Latitud`}
            required
            onKeyDown={saveOnEnter}
            {...form.getInputProps('latitude')}
          />
          <CoordinateInput
            label={t`Longitud`}
            required
            onKeyDown={saveOnEnter}
            {...form.getInputProps('length')}
          />
        </SimpleGrid>
        {failure ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={<Trans>No se pudo guardar la ubicación</Trans>}
          >
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {canDiscard ? (
            <Button variant="default" onClick={onDiscard} disabled={saving}>
              {editing ? <Trans>Cancelar</Trans> : <Trans>Descartar</Trans>}
            </Button>
          ) : null}
          <Button onClick={onSave} loading={saving}>
            {editing ? <Trans>Guardar cambios</Trans> : <Trans>Añadir ubicación</Trans>}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The point on a map (a click or a dragged marker moves it), with what to do when the map cannot come. */
function LocationPicker({ form }: { form: UseFormReturnType<LocationDraft> }) {
  const { t } = useLingui();
  const [tilesFailed, setTilesFailed] = useState(false);
  const config = $api.useQuery('get', '/api/public-config', {}, { staleTime: Number.POSITIVE_INFINITY });
  // The map's code starts downloading with the editor, not once the tile configuration has come.
  useEffect(() => locationMap.prefetch(), []);

  const { latitude, length } = form.values;
  const point = {
    lat: typeof latitude === 'number' && Math.abs(latitude) <= 90 ? latitude : DEFAULT_POINT.lat,
    lng: typeof length === 'number' && Math.abs(length) <= 180 ? length : DEFAULT_POINT.lng,
  };
  const { setValues } = form;
  const pick = useCallback(
    ({ lat, lng }: { lat: number; lng: number }) =>
      setValues({ latitude: roundedCoordinate(lat), length: roundedCoordinate(lng) }),
    [setValues],
  );
  const failTiles = useCallback(() => setTilesFailed(true), []);
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
    <Input.Wrapper
      label={t`Ubicación en el mapa`}
      description={t`Haz clic en el mapa o arrastra el marcador hasta la entrada del restaurante.`}
    >
      <Stack gap="xs" mt="xs">
        {tilesFailed ? (
          <Alert color="yellow" variant="light" icon={<IconMapOff size={20} />} role="status">
            <Trans>
              No pudimos cargar el mapa. Puedes escribir la latitud y la longitud en los campos de abajo.
            </Trans>
          </Alert>
        ) : null}
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
                markerLabel={t`Entrada del restaurante`}
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
  );
}

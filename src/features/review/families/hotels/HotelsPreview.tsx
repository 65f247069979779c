import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, List, Rating, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { completionPercent } from '../../../../../machines/completion.ts';
import { isHotelType } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { currentLanguage, regionalLocale } from '../../../../i18n/i18n.ts';
import {
  type FamilyPreviewProps,
  InformationSection,
  LocationSection,
  PhotosSection,
  PolicySection,
  PreviewUnavailable,
  Section,
} from '../../PreviewSections.tsx';
import { hotelsPreviewQueries } from './hotelsPreviewQueries.ts';

type Schemas = components['schemas'];

/**
 * What an operator checks of a hotel or hostel before publishing (SPEC §2 review preview): its own steps, and its
 * rooms, which are sold and published with it.
 */
export function HotelsPreview({ product }: FamilyPreviewProps) {
  const type = product.product_type;
  return isHotelType(type) ? (
    <HotelSections queries={hotelsPreviewQueries(product._id, type, currentLanguage())} product={product} />
  ) : (
    <PreviewUnavailable />
  );
}

interface HotelSectionsProps extends FamilyPreviewProps {
  queries: ReturnType<typeof hotelsPreviewQueries>;
}

function HotelSections({ queries, product }: HotelSectionsProps) {
  const { t } = useLingui();
  const information = useQuery(queries.information);
  const location = useQuery(queries.location);
  const gallery = useQuery(queries.gallery);
  const service = useQuery(queries.service);
  const booking = useQuery(queries.booking);
  const policy = useQuery(queries.policy);
  const rooms = useQuery(queries.rooms);
  return (
    <>
      <InformationSection query={information} />
      <Section title={<Trans>Categoría</Trans>} query={information}>
        {({ qualification }) => (
          <Rating value={qualification ?? 0} readOnly aria-label={t`${qualification ?? 0} estrellas`} />
        )}
      </Section>
      <LocationSection query={location} product={product} />
      <PhotosSection query={gallery} />
      <Section title={<Trans>Servicios</Trans>} query={service}>
        {(data) => <ServicePreview service={data} />}
      </Section>
      <Section title={<Trans>Horarios</Trans>} query={booking}>
        {(data) => <BookingPreview booking={data} />}
      </Section>
      <PolicySection query={policy} />
      <Section title={<Trans>Habitaciones</Trans>} query={rooms}>
        {(data) => <RoomsPreview rooms={data} />}
      </Section>
    </>
  );
}

function ServicePreview({ service }: { service: Schemas['HotelService'] }) {
  const { t } = useLingui();
  const OFFER = [t`no se ofrece`, t`incluido`, t`con costo adicional`] as const;
  const chosen = service.services.filter((item) => item.assigned);
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Trans>Desayuno: {OFFER[service.breakfast]}</Trans> · <Trans>Parqueo: {OFFER[service.parking]}</Trans>{' '}
        · <Trans>Wifi: {OFFER[service.wifi]}</Trans>
      </Text>
      {chosen.length > 0 ? (
        <Group gap={6}>
          {chosen.map((item) => (
            <Badge key={item._id} variant="light" color="gray">
              {item.name}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>Sin servicios marcados</Trans>
        </Text>
      )}
    </Stack>
  );
}

function BookingPreview({ booking }: { booking: Schemas['HotelBooking'] }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        {booking.fixed_time && booking.check_in_time_start ? (
          <Trans>Check-in desde las {booking.check_in_time_start}</Trans>
        ) : (
          <Trans>Check-in flexible</Trans>
        )}
      </Text>
      <Text size="sm">
        <Trans>
          Check-out de {booking.check_out_time_start} a {booking.check_out_time_end}
        </Trans>
      </Text>
    </Stack>
  );
}

function RoomsPreview({ rooms }: { rooms: Schemas['HotelRoomItem'][] }) {
  const { i18n } = useLingui();
  const money = new Intl.NumberFormat(regionalLocale(i18n.locale), { style: 'currency', currency: 'USD' });
  if (rooms.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <Trans>Todavía no tiene habitaciones</Trans>
      </Text>
    );
  return (
    <List spacing={4} size="sm">
      {rooms.map((room) => {
        const percent = completionPercent(room.product_type, room.step_validate);
        const price = money.format(room.price_per_night);
        return (
          <List.Item key={room._id}>
            <Trans>
              {room.title} ({room.type_of_room}, {room.capacity} huéspedes): {price} por noche, {percent} %
              completa
            </Trans>
          </List.Item>
        );
      })}
    </List>
  );
}

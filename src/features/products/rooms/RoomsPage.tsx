import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowLeft,
  IconBed,
  IconCalendar,
  IconCheck,
  IconCircleDashed,
  IconDiscount,
  IconPlus,
  IconTag,
  IconTrash,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { completionPercent, stepKey } from '../../../../machines/completion.ts';
import { isHotelType } from '../../../../machines/productTypes.ts';
import { WIZARD_ROOM_STEPS, type WizardWithRooms } from '../../../../machines/wizardSteps.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { currentLanguage, regionalLocale } from '../../../i18n/i18n.ts';
import { dialogAfterDraw } from '../../../ui/afterDraw.tsx';
import { AnchorLink, ButtonLink } from '../../../ui/RouterLinks.tsx';
import { WIZARD_STEP_TITLES } from '../../../ui/wizardTitles.ts';
import { productQuery } from '../productQueries.ts';
import { roomsQuery } from './roomQueries.ts';

/** The delete dialog (Mantine's Modal) comes after the list has drawn, or when a delete is pressed. */
const DeleteRoomDialog = dialogAfterDraw(
  () => import('./DeleteRoomDialog.tsx').then((module) => module.DeleteRoomDialog),
  (props) => props.room !== null,
);

type Room = components['schemas']['HotelRoomItem'];

interface RoomsPageProps {
  id: string;
  wizard: WizardWithRooms;
}

/**
 * /rooms-hotels/{id} and /rooms-hostels/{id} (SPEC §2): a hotel's or hostel's rooms, each with its checklist of
 * steps and its completion, a new-room button and deletion with confirmation. Rooms are what travellers book: the
 * property goes to review only with one complete room.
 */
export function RoomsPage({ id, wizard }: RoomsPageProps) {
  const { data: property } = useSuspenseQuery(productQuery(id));
  const type = property.product_type;
  if (!isHotelType(type))
    return (
      <Alert color="gray" role="status">
        <Trans>Este producto no tiene habitaciones: solo los hoteles y hostales las tienen.</Trans>
      </Alert>
    );
  return <RoomsOf property={property} type={type} wizard={wizard} />;
}

interface RoomsOfProps {
  property: components['schemas']['ProductListItem'];
  type: components['schemas']['HotelType'];
  wizard: WizardWithRooms;
}

function RoomsOf({ property, type, wizard }: RoomsOfProps) {
  const language = currentLanguage();
  const { data: rooms } = useSuspenseQuery(roomsQuery(property._id, type, language));
  const [deleting, setDeleting] = useState<Room | null>(null);
  const complete = rooms.some((room) => completionPercent(room.product_type, room.step_validate) === 100);
  const name = property.name;
  const newRoom = (
    <ButtonLink
      to="/$wizard/$step/$id"
      params={{ wizard, step: 'room-information', id: property._id }}
      leftSection={<IconPlus size={18} />}
    >
      <Trans>Nueva habitación</Trans>
    </ButtonLink>
  );

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <AnchorLink to="/my-products/$id" params={{ id: property._id }} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          <Trans>Pasos de {name}</Trans>
        </Group>
      </AnchorLink>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            <Trans>Habitaciones</Trans>
          </Title>
          <Text c="dimmed">{name}</Text>
        </div>
        {rooms.length > 0 ? newRoom : null}
      </Group>
      {rooms.length > 0 && !complete ? (
        <Alert color="orange" role="status">
          <Trans>
            Completa todos los pasos de al menos una habitación: sin ella, tu propiedad no puede enviarse a
            revisión.
          </Trans>
        </Alert>
      ) : null}
      {rooms.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="sm" ta="center">
            <IconBed size={40} stroke={1.4} aria-hidden />
            <Title order={2} size="h4">
              <Trans>Todavía no tienes habitaciones</Trans>
            </Title>
            <Text c="dimmed" maw={460}>
              <Trans>
                Las habitaciones son lo que tus huéspedes reservan. Agrega la primera con su tipo, sus camas y
                sus precios por noche.
              </Trans>
            </Text>
            {newRoom}
          </Stack>
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rooms.map((room) => (
            <li key={room._id}>
              <RoomCard
                room={room}
                wizard={wizard}
                propertyId={property._id}
                onDelete={() => setDeleting(room)}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      <DeleteRoomDialog room={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

interface RoomCardProps {
  room: Room;
  wizard: WizardWithRooms;
  propertyId: string;
  onDelete: () => void;
}

function RoomCard({ room, wizard, propertyId, onDelete }: RoomCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const percent = completionPercent(room.product_type, room.step_validate);
  const money = new Intl.NumberFormat(regionalLocale(i18n.locale), { style: 'currency', currency: 'USD' });
  const price = money.format(room.price_per_night);
  const guests = room.capacity;
  const title = room.title;
  const steps = WIZARD_ROOM_STEPS[wizard];
  return (
    <Card component="article" withBorder radius="md" padding="md" h="100%" aria-labelledby={titleId}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        {room.mainPicture ? (
          <Image src={room.mainPicture.url_photo} alt="" w={96} h={72} radius="sm" fit="cover" />
        ) : null}
        <div style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h5" id={titleId} lineClamp={2}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              {room.type_of_room} · {guests} huéspedes · {price} por noche
            </Trans>
          </Text>
        </div>
      </Group>
      <Progress value={percent} mt="sm" aria-label={t`Habitación completa al ${percent} %`} />
      <Text size="xs" c="dimmed" mt={4}>
        <Trans>Completa al {percent} %</Trans>
      </Text>
      <List spacing={4} size="sm" mt="sm" listStyleType="none" aria-label={t`Pasos de ${title}`}>
        {steps.map((step, index) => {
          const done = step === 'room-confirmation' ? null : room.step_validate[stepKey(index + 1)] === true;
          return (
            <List.Item
              key={step}
              icon={
                done === false ? (
                  <IconCircleDashed size={16} color="var(--mantine-color-orange-7)" aria-hidden />
                ) : (
                  <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
                )
              }
            >
              <Link
                to="/$wizard/$step/$id/$idRoom"
                params={{ wizard, step, id: propertyId, idRoom: room._id }}
                search={{ edit: true }}
              >
                {i18n._(WIZARD_STEP_TITLES[step])}
              </Link>{' '}
              {done === false ? (
                <Badge color="orange" variant="light" size="xs">
                  <Trans>Pendiente</Trans>
                </Badge>
              ) : null}
            </List.Item>
          );
        })}
      </List>
      {/* A room is what is sold (SPEC §6): its offers, special prices and calendar are its own, not its hotel's. */}
      <Group justify="space-between" mt="sm" gap="xs">
        <Group gap="xs" wrap="wrap">
          <ButtonLink
            to="/offers/$id"
            params={{ id: room._id }}
            search={{ type: room.product_type }}
            variant="light"
            size="xs"
            leftSection={<IconDiscount size={16} aria-hidden />}
            aria-label={t`Ofertas de ${title}`}
          >
            <Trans>Ofertas</Trans>
          </ButtonLink>
          <ButtonLink
            to="/special-prices/$id"
            params={{ id: room._id }}
            search={{ type: room.product_type }}
            variant="light"
            size="xs"
            leftSection={<IconTag size={16} aria-hidden />}
            aria-label={t`Precios especiales de ${title}`}
          >
            <Trans>Precios especiales</Trans>
          </ButtonLink>
          <ButtonLink
            to="/calendar/$id/$type"
            params={{ id: room._id, type: String(room.product_type) }}
            variant="light"
            size="xs"
            leftSection={<IconCalendar size={16} aria-hidden />}
            aria-label={t`Calendario de ${title}`}
          >
            <Trans>Calendario</Trans>
          </ButtonLink>
        </Group>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={16} />}
          onClick={onDelete}
          aria-label={t`Eliminar ${title}`}
        >
          <Trans>Eliminar</Trans>
        </Button>
      </Group>
    </Card>
  );
}

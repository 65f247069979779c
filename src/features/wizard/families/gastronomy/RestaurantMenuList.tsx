import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconToolsKitchen2, IconTrash } from '@tabler/icons-react';
import { useDollars } from '../../steps/priceInputs.tsx';
import type { MenuItem } from './restaurantMenuApi.ts';

interface RestaurantMenuListProps {
  items: readonly MenuItem[];
  /** The dish's category in the interface language. */
  categoryOf: (item: MenuItem) => string;
  disabled: boolean;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}

/** The dishes of the menu as travellers will see them, each with its edit and delete buttons. */
export function RestaurantMenuList({
  items,
  categoryOf,
  disabled,
  onEdit,
  onDelete,
}: RestaurantMenuListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <MenuRow
          key={item._id}
          item={item}
          category={categoryOf(item)}
          disabled={disabled}
          onEdit={() => onEdit(item)}
          onDelete={() => onDelete(item)}
        />
      ))}
    </Stack>
  );
}

interface MenuRowProps {
  item: MenuItem;
  category: string;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function MenuRow({ item, category, disabled, onEdit, onDelete }: MenuRowProps) {
  const { t } = useLingui();
  const dollars = useDollars();
  const title = item.title;
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Image
          src={item.mainPicture.url_photo}
          alt={t`Foto de ${title}`}
          w={96}
          h={64}
          radius="sm"
          fit="cover"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {dollars(item.price)}
            </Text>
          </Group>
          <Badge variant="light" size="sm" style={{ alignSelf: 'flex-start' }}>
            {category}
          </Badge>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.description}
          </Text>
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t`Editar ${title}`}
              disabled={disabled}
              onClick={onEdit}
            >
              <Trans>Editar</Trans>
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t`Eliminar ${title}`}
              disabled={disabled}
              onClick={onDelete}
            >
              <Trans>Eliminar</Trans>
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A menu without dishes: what to add, and that the step needs one. */
export function EmptyMenu() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconToolsKitchen2 size={36} stroke={1.4} aria-hidden />
        <Title order={3} size="h5">
          <Trans>Tu menú todavía no tiene platillos</Trans>
        </Title>
        <Text size="sm" c="dimmed" maw={440}>
          <Trans>
            Agrega el primero con su foto, su categoría y su precio. Con un platillo el paso queda completo.
          </Trans>
        </Text>
      </Stack>
    </Paper>
  );
}

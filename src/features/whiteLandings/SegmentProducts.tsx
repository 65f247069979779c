import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPhoto } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { ScrollRegion } from '../../ui/ScrollRegion.tsx';
import { SEGMENT_NAMES, whiteLandingMessages } from './whiteLandingMessages.ts';
import { formatPrice } from './whiteLandingPrice.ts';
import {
  assignHubProducts,
  hubProductsQuery,
  type LandingHubProduct,
  type Segment,
  WHITE_LANDINGS_KEY,
  whiteLandingQuery,
} from './whiteLandingQueries.ts';

interface SegmentProductsProps {
  landingId: string;
  hubId: string;
  segment: Segment;
  /** The ticks not saved yet; undefined: the saved assignment. */
  draft: readonly string[] | undefined;
  onDraft: (ids: readonly string[] | undefined) => void;
}

/** One segment's tab: its products with their assign boxes and the select-all, saved with "Guardar". */
export function SegmentProducts({ landingId, hubId, segment, draft, onDraft }: SegmentProductsProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const query = hubProductsQuery(landingId, hubId, segment);
  const products = useQuery(query);

  const save = useMutation({
    mutationFn: (ids: readonly string[]) => assignHubProducts(landingId, hubId, segment, [...ids]),
    onSuccess: async (answer) => {
      notifications.show({ color: 'teal', message: i18n._(whiteLandingMessages.productsSaved) });
      queryClient.setQueryData(query.queryKey, answer);
      onDraft(undefined);
      // The counts of the landing and of the list follow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: whiteLandingQuery(landingId).queryKey }),
        queryClient.invalidateQueries({ queryKey: [...WHITE_LANDINGS_KEY, 'list'] }),
      ]);
    },
  });

  if (products.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Cargando los productos`}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={56} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (products.isError) {
    return (
      <Alert
        color="red"
        role="alert"
        icon={<IconAlertTriangle size={18} />}
        title={t`No se pudieron cargar los productos`}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{asFailure(products.error).message}</Text>
          <Button variant="light" color="red" size="xs" onClick={() => void products.refetch()}>
            <Trans>Reintentar</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  const items = products.data.items;
  if (items.length === 0) {
    return (
      <Text c="dimmed" py="md">
        <Trans>Aún no hay productos publicados en esta ubicación</Trans>
      </Text>
    );
  }

  const savedIds = items.filter((item) => item.assigned).map((item) => item.productId);
  const selected = new Set(draft ?? savedIds);
  const changed =
    draft !== undefined && (draft.length !== savedIds.length || savedIds.some((id) => !selected.has(id)));
  const chosen = items.filter((item) => selected.has(item.productId)).length;
  const total = items.length;
  const segmentName = i18n._(SEGMENT_NAMES[segment]);
  const pick = (next: Set<string>) => {
    save.reset();
    // The listed products' order, so an unchanged choice compares equal.
    onDraft(items.map((item) => item.productId).filter((id) => next.has(id)));
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    pick(next);
  };
  const toggleAll = (on: boolean) => pick(on ? new Set(items.map((item) => item.productId)) : new Set());

  return (
    <Stack gap="md">
      <ScrollRegion label={t`Productos de ${segmentName}`}>
        <Table verticalSpacing="xs" miw={520} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <Table.Th w={88}>
                <Trans>Foto</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Producto</Trans>
              </Table.Th>
              <Table.Th ta="end">
                <Trans>Precio</Trans>
              </Table.Th>
              <Table.Th w={120}>
                <Checkbox
                  label={t`Asignar todos`}
                  checked={chosen === items.length}
                  indeterminate={chosen > 0 && chosen < items.length}
                  onChange={(event) => toggleAll(event.currentTarget.checked)}
                  disabled={save.isPending}
                />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item, index) => (
              <ProductRow
                key={item.productId}
                index={index + 1}
                product={item}
                checked={selected.has(item.productId)}
                disabled={save.isPending}
                onToggle={(on) => toggle(item.productId, on)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {save.isError ? (
        <Alert color="red" role="alert">
          {i18n._(whiteLandingMessages.productsFailed)}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" role="status">
          <Trans>
            {chosen} de {total} asignados
          </Trans>
          {changed ? (
            <>
              {' · '}
              <Trans>sin guardar</Trans>
            </>
          ) : null}
        </Text>
        <Button onClick={() => save.mutate([...selected])} loading={save.isPending} disabled={!changed}>
          <Trans>Guardar {segmentName}</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

interface ProductRowProps {
  index: number;
  product: LandingHubProduct;
  checked: boolean;
  disabled: boolean;
  onToggle: (on: boolean) => void;
}

/** A product: its place in the list, its photo (named by the product), name, traveler's price and assign box. */
function ProductRow({ index, product, checked, disabled, onToggle }: ProductRowProps) {
  const { t, i18n } = useLingui();
  const { name } = product;
  return (
    <Table.Tr>
      <Table.Td>{index}</Table.Td>
      <Table.Td>
        {product.photoUrl ? (
          <img
            src={product.photoUrl}
            alt={name}
            loading="lazy"
            width={72}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', display: 'block' }}
          />
        ) : (
          <Box
            w={72}
            h={48}
            bg="var(--mantine-color-gray-1)"
            style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <IconPhoto size={20} aria-hidden />
            <VisuallyHidden>
              <Trans>Sin foto</Trans>
            </VisuallyHidden>
          </Box>
        )}
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{name}</Table.Td>
      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
        {product.price === null ? (
          <Text component="span" size="sm" c="dimmed">
            <Trans>Sin precio fijo</Trans>
          </Text>
        ) : (
          formatPrice(product.price, product.currency, i18n.locale)
        )}
      </Table.Td>
      <Table.Td>
        <Checkbox
          aria-label={t`Asignar ${name}`}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
      </Table.Td>
    </Table.Tr>
  );
}

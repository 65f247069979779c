import { Trans, useLingui } from '@lingui/react/macro';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  ScrollArea,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { LoadFailure } from '../../ui/LoadFailure.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { SaveFailureModal } from '../../ui/SaveFailureModal.tsx';
import {
  ASSIGNMENT_GROUPS,
  type AssignmentGroup,
  assignPromotionProducts,
  type Promotion,
  type PromotionProduct,
  type PromotionProducts,
  promotionProductsQuery,
  refreshPromotions,
} from './promotionQueries.ts';
import { TYPE_NAME } from './promotionWording.ts';

type Filter = 'all' | AssignmentGroup;

const STATUS_COLOR = { 1: 'gray', 2: 'blue', 3: 'teal' } as const;

function ProductStatus({ status }: { status: PromotionProduct['status'] }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" size="xs" style={{ flexShrink: 0 }}>
      {status === 1 ? (
        <Trans>Oculto</Trans>
      ) : status === 2 ? (
        <Trans>En revisión</Trans>
      ) : (
        <Trans>Publicado</Trans>
      )}
    </Badge>
  );
}

/** Which products a promotion runs on (SPEC §2 assign modal): filter by group, select all, save. */
export function AssignProductsModal({
  promotion,
  onClose,
}: {
  promotion: Promotion | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const title = promotion ? promotion.title || i18n._(TYPE_NAME[promotion.promotion_type]) : '';
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t`Cerrar` }}
      opened={promotion !== null}
      onClose={onClose}
      size={600}
      centered
      title={t`Asignar productos: ${title}`}
    >
      {promotion ? <AssignProducts promotionId={promotion.promotion_id} onDone={onClose} /> : null}
    </Modal>
  );
}

function AssignSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="sm">
          <Skeleton h={20} w={20} />
          <Skeleton h={36} w={36} radius="sm" />
          <Skeleton h={14} w="50%" />
        </Group>
      ))}
    </Stack>
  );
}

function AssignProducts({ promotionId, onDone }: { promotionId: string; onDone: () => void }) {
  const query = useQuery(promotionProductsQuery(promotionId));
  if (query.isError) {
    return (
      <LoadFailure
        failure={asFailure(query.error)}
        reset={() => void query.refetch()}
        title={<Trans>No se pudieron cargar tus productos</Trans>}
      />
    );
  }
  if (!query.data) return <AssignSkeleton />;
  return <AssignForm promotionId={promotionId} groups={query.data} onDone={onDone} />;
}

function AssignForm({
  promotionId,
  groups,
  onDone,
}: {
  promotionId: string;
  groups: PromotionProducts;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [selected, setSelected] = useState(
    () =>
      new Set(
        ASSIGNMENT_GROUPS.flatMap((group) => groups[group].filter((p) => p.assigned).map((p) => p._id)),
      ),
  );
  const save = useMutation({
    mutationFn: async () => {
      const assignment = Object.fromEntries(
        ASSIGNMENT_GROUPS.map((group) => [
          group,
          groups[group].filter((p) => selected.has(p._id)).map((p) => p._id),
        ]),
      ) as Record<AssignmentGroup, string[]>;
      await assignPromotionProducts(promotionId, assignment);
      await refreshPromotions(queryClient);
    },
    onSuccess: onDone,
  });
  const total = ASSIGNMENT_GROUPS.reduce((sum, group) => sum + groups[group].length, 0);

  if (total === 0) {
    return (
      <Stack align="center" gap="sm" py="md">
        <Text fw={600} ta="center">
          <Trans>Aún no tienes productos a los que aplicar promociones</Trans>
        </Text>
        <ButtonLink to="/add-products" variant="light">
          <Trans>Añadir un producto</Trans>
        </ButtonLink>
      </Stack>
    );
  }

  const listed = filter === 'all' ? ASSIGNMENT_GROUPS.flatMap((group) => groups[group]) : groups[filter];
  const chosenListed = listed.filter((p) => selected.has(p._id)).length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const product of listed) {
        if (on) next.add(product._id);
        else next.delete(product._id);
      }
      return next;
    });
  const failure = save.isError ? asFailure(save.error) : null;
  const count = selected.size;

  return (
    <Stack gap="md">
      <Box maw="100%" style={{ overflowX: 'auto' }}>
        <SegmentedControl
          miw="max-content"
          aria-label={t`Filtrar productos`}
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: 'all', label: t`Todos` },
            { value: 'vacations', label: t`Alquileres vacacionales` },
            { value: 'rooms', label: t`Hoteles y hostales` },
            { value: 'tours', label: t`Tours y comunidad` },
            { value: 'guides', label: t`Guías` },
          ]}
        />
      </Box>
      {listed.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          <Trans>No tienes productos de este tipo.</Trans>
        </Text>
      ) : (
        <>
          <Checkbox
            label={t`Seleccionar todo`}
            checked={chosenListed === listed.length}
            indeterminate={chosenListed > 0 && chosenListed < listed.length}
            onChange={(event) => toggleAll(event.currentTarget.checked)}
            disabled={save.isPending}
          />
          <Divider />
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {listed.map((product) => (
                <li key={product._id}>
                  <Checkbox
                    checked={selected.has(product._id)}
                    onChange={(event) => toggle(product._id, event.currentTarget.checked)}
                    disabled={save.isPending}
                    styles={{ body: { alignItems: 'center' }, labelWrapper: { flex: 1 } }}
                    label={
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={product.mainPicture?.url_photo ?? null} radius="sm" size={36} alt="">
                          <IconPhoto size={18} aria-hidden />
                        </Avatar>
                        <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                          {product.name}
                        </Text>
                        <ProductStatus status={product.status} />
                      </Group>
                    }
                  />
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>{count} seleccionados</Trans>
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            <Trans>Guardar</Trans>
          </Button>
        </Group>
      </Group>
      <SaveFailureModal
        message={failure ? failure.message || t`No se pudieron asignar los productos.` : null}
        onClose={() => save.reset()}
      />
    </Stack>
  );
}

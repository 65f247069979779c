import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { callsOfType } from '../../families/familyList.ts';
import { type ProductListItem, refreshProducts } from './productQueries.ts';

export interface DeleteProductConfirmProps {
  product: ProductListItem;
  onClose: () => void;
}

/** The delete dialog's body. SPEC §8: deleting asks for confirmation (yes/no); then the list refreshes. */
export function DeleteProductConfirm({ product, onClose }: DeleteProductConfirmProps) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: async () =>
      (await callsOfType(product.product_type)).remove(product._id, product.product_type),
    onSuccess: async () => {
      onClose();
      await refreshProducts(queryClient);
    },
  });
  const name = product.name;

  return (
    <Stack gap="md">
      <Text>
        <Trans>¿Seguro que quieres eliminar «{name}»? Esta acción no se puede deshacer.</Trans>
      </Text>
      {remove.isError ? (
        <Alert color="red" role="alert" title={<Trans>Lo sentimos, algo salió mal</Trans>}>
          {asFailure(remove.error).message}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          <Trans>No</Trans>
        </Button>
        <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending}>
          <Trans>Sí, eliminar</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

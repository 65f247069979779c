import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CommissionModel } from '../../../machines/netAmount.ts';
import { asFailure } from '../../api/errors.ts';
import { callsOfType } from '../../families/familyList.ts';
import { CommissionModelChoice } from '../../ui/CommissionModelChoice.tsx';
import { type ProductListItem, refreshProducts } from './productQueries.ts';

export interface CommissionChangeFormProps {
  product: ProductListItem;
  onClose: () => void;
}

/** The commission dialog's body: choose model 1 or 2 again (PUT at the product family's commission path). */
export function CommissionChangeForm({ product, onClose }: CommissionChangeFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [model, setModel] = useState<CommissionModel>(product.commission_model);
  const save = useMutation({
    mutationFn: async (commission_model: CommissionModel) =>
      (await callsOfType(product.product_type)).putCommission(product._id, {
        product_type: product.product_type,
        commission_model,
      }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t`Comisión actualizada` });
      onClose();
      await refreshProducts(queryClient);
    },
  });

  return (
    <Stack gap="md">
      <CommissionModelChoice value={model} onChange={setModel} />
      {save.isError ? (
        <Alert color="red" role="alert" title={<Trans>Lo sentimos, algo salió mal</Trans>}>
          {asFailure(save.error).message}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button onClick={() => save.mutate(model)} loading={save.isPending}>
          <Trans>Guardar</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

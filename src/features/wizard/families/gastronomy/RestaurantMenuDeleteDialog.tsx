import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { asFailure } from '../../../../api/errors.ts';
import { stepFailureText } from '../../stepMessages.ts';
import { type MenuItem, removeMenuItem } from './restaurantMenuApi.ts';

export interface RestaurantMenuDeleteDialogProps {
  productId: string;
  /** The dish to delete once the provider says yes; null while nothing is asked. */
  item: MenuItem | null;
  /** It is the menu's only dish: without it the restaurant cannot be reviewed. */
  last: boolean;
  onDeleted: (item: MenuItem) => void;
  onCancel: () => void;
}

/** SPEC §8 "Delete asks confirmation (yes/no)": a dish leaves the menu only once the provider says yes. */
export function RestaurantMenuDeleteDialog({
  productId,
  item,
  last,
  onDeleted,
  onCancel,
}: RestaurantMenuDeleteDialogProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: async (dish: MenuItem) => {
      await removeMenuItem(queryClient, productId, dish._id);
      return dish;
    },
    onSuccess: onDeleted,
  });
  const { reset } = remove;
  useEffect(() => {
    if (item === null) reset();
  }, [item, reset]);
  const title = item?.title ?? '';
  const cancel = () => {
    if (!remove.isPending) onCancel();
  };

  return (
    <Modal opened={item !== null} onClose={cancel} title={t`¿Eliminar este platillo del menú?`} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans>«{title}» y su foto se eliminan del menú; no podrás recuperarlos.</Trans>
        </Text>
        {last ? (
          <Text size="sm" c="orange.9">
            <Trans>
              Es el único platillo: sin menú, el paso queda incompleto y el restaurante no puede publicarse.
            </Trans>
          </Text>
        ) : null}
        {remove.isError ? (
          <Alert color="red" role="alert" title={t`No se pudo eliminar el platillo`}>
            {stepFailureText(asFailure(remove.error))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={remove.isPending} data-autofocus>
            <Trans>No</Trans>
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => item && remove.mutate(item)}>
            <Trans>Sí, eliminar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.d.ts';
import { asFailure } from '../../../api/errors.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { deleteRoom } from './roomQueries.ts';

type Room = components['schemas']['HotelRoomItem'];

/** SPEC §8: deleting asks for confirmation (yes/no); then the list refreshes. */
export function DeleteRoomDialog({ room, onClose }: { room: Room | null; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (target: Room) => deleteRoom(queryClient, target, currentLanguage()),
    onSuccess: onClose,
  });
  const title = room?.title ?? '';
  return (
    <Modal opened={room !== null} onClose={onClose} title={t`Eliminar habitación`} centered>
      <Stack gap="md">
        <Text>
          <Trans>
            ¿Seguro que quieres eliminar «{title}»? Sus fotos, precios y calendario se eliminan con ella.
          </Trans>
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
          <Button color="red" loading={remove.isPending} onClick={() => room && remove.mutate(room)}>
            <Trans>Sí, eliminar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

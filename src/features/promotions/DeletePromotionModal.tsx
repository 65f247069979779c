import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { SaveFailureModal } from '../../ui/SaveFailureModal.tsx';
import { deletePromotion, type Promotion, refreshPromotions } from './promotionQueries.ts';
import { TYPE_NAME } from './promotionWording.ts';

/** "¿Eliminar esta promoción?" — yes deletes it and its assignments, no keeps it. */
export function DeletePromotionModal({
  promotion,
  onClose,
}: {
  promotion: Promotion | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: async (id: string) => {
      await deletePromotion(id);
      await refreshPromotions(queryClient);
    },
    onSuccess: onClose,
  });
  const title = promotion ? promotion.title || i18n._(TYPE_NAME[promotion.promotion_type]) : '';
  const failure = deletion.isError ? asFailure(deletion.error) : null;
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': t`Cerrar` }}
        opened={promotion !== null}
        onClose={onClose}
        centered
        size={520}
        title={t`¿Eliminar esta promoción?`}
      >
        <Stack gap="md">
          <Text>
            <Trans>«{title}» dejará de aplicarse a todos sus productos. No se puede deshacer.</Trans>
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deletion.isPending} data-autofocus>
              <Trans>No, conservarla</Trans>
            </Button>
            <Button
              color="red"
              loading={deletion.isPending}
              onClick={() => promotion && deletion.mutate(promotion.promotion_id)}
            >
              <Trans>Sí, eliminar</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
      <SaveFailureModal
        message={failure ? failure.message || t`No se pudo eliminar la promoción.` : null}
        onClose={() => deletion.reset()}
      />
    </>
  );
}

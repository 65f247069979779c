import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

interface WarningProps {
  opened: boolean;
  onClose: () => void;
}

/** SPEC §4: only providers with their basic profile complete may publish; the way there. */
export function IncompleteProfileModal({
  opened,
  onClose,
  profileForm,
}: WarningProps & { profileForm: '/bussines-information' | '/personal-information' | '/account-type' }) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Trans>Completa tu perfil</Trans>} centered>
      <Stack gap="md">
        <Text>
          <Trans>Solo los proveedores con su perfil básico completo pueden publicar productos.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cerrar</Trans>
          </Button>
          <ButtonLink to={profileForm} search={{ redirect: '/my-products' }}>
            <Trans>Completar perfil</Trans>
          </ButtonLink>
        </Group>
      </Stack>
    </Modal>
  );
}

/** SPEC §4: a product is activated once every step is complete; the way to its steps. */
export function IncompleteServiceModal({ opened, onClose, productId }: WarningProps & { productId: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Trans>Completa todos los pasos</Trans>} centered>
      <Stack gap="md">
        <Text>
          <Trans>Para activar este producto, completa cada uno de sus pasos.</Trans>
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cerrar</Trans>
          </Button>
          <ButtonLink to="/my-products/$id" params={{ id: productId }}>
            <Trans>Ver los pasos</Trans>
          </ButtonLink>
        </Group>
      </Stack>
    </Modal>
  );
}

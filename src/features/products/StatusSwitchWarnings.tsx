import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

interface WarningProps {
  opened: boolean;
  onClose: () => void;
}

/** A warning of the switch: what is missing, and the way to it. */
function Warning({
  opened,
  onClose,
  title,
  text,
  way,
}: WarningProps & { title: ReactNode; text: ReactNode; way: ReactNode }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cerrar</Trans>
          </Button>
          {way}
        </Group>
      </Stack>
    </Modal>
  );
}

/** SPEC §4: only providers with their basic profile complete may publish; the way there. */
export function IncompleteProfileModal({
  profileForm,
  ...props
}: WarningProps & { profileForm: '/bussines-information' | '/personal-information' | '/account-type' }) {
  return (
    <Warning
      {...props}
      title={<Trans>Completa tu perfil</Trans>}
      text={<Trans>Solo los proveedores con su perfil básico completo pueden publicar productos.</Trans>}
      way={
        <ButtonLink to={profileForm} search={{ redirect: '/my-products' }}>
          <Trans>Completar perfil</Trans>
        </ButtonLink>
      }
    />
  );
}

/** SPEC §4: a product is activated once every step is complete; the way to its steps. */
export function IncompleteServiceModal({ productId, ...props }: WarningProps & { productId: string }) {
  return (
    <Warning
      {...props}
      title={<Trans>Completa todos los pasos</Trans>}
      text={<Trans>Para activar este producto, completa cada uno de sus pasos.</Trans>}
      way={
        <ButtonLink to="/my-products/$id" params={{ id: productId }}>
          <Trans>Ver los pasos</Trans>
        </ButtonLink>
      }
    />
  );
}

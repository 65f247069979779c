import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { kindOf } from '../../../../../machines/productKinds.ts';
import type { ContactType } from '../../../../../machines/productTypes.ts';
import { productTypeName } from '../../../../ui/productTypeNames.ts';
import { ButtonLink } from '../../../../ui/RouterLinks.tsx';
import { KIND_WORDS } from './transportRequest.ts';

/**
 * /transportation/confirmation/{id} (SPEC §2): the request was sent; what happens next for its kind, and the way to
 * the conversation with support where it waits for the answer.
 */
export function TransportConfirmationPage({ id, type }: { id: string; type?: ContactType | undefined }) {
  const { i18n } = useLinguiRuntime();
  const kind = type === undefined ? undefined : kindOf(type);
  const kindName = type === undefined ? null : i18n._(productTypeName(type));
  const reference = id.slice(0, 8).toUpperCase();
  return (
    <Stack gap="md" maw={720} mx="auto">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" color="teal" variant="light" aria-hidden>
              <IconCircleCheck size={28} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={1} size="h2">
                <Trans>Solicitud enviada</Trans>
              </Title>
              <Text c="dimmed" size="sm">
                {kindName ? (
                  <Trans>
                    Recibimos tu solicitud de {kindName}. Te respondemos en Mensajes en menos de 12 horas.
                  </Trans>
                ) : (
                  <Trans>Recibimos tu solicitud. Te respondemos en Mensajes en menos de 12 horas.</Trans>
                )}
              </Text>
            </Stack>
          </Group>
          <Title order={2} size="h4">
            <Trans>Qué sigue</Trans>
          </Title>
          <List spacing="xs" type="ordered">
            <List.Item>
              <Trans>
                Tu solicitud ya está en Mensajes, en tu conversación con soporte: ahí te escribiremos.
              </Trans>
            </List.Item>
            {kind ? (
              <List.Item>{i18n._(KIND_WORDS[kind.name as keyof typeof KIND_WORDS].next)}</List.Item>
            ) : null}
            <List.Item>
              <Trans>Con esos datos preparamos contigo la publicación de tu servicio.</Trans>
            </List.Item>
          </List>
          <Text size="sm" c="dimmed">
            <Trans>Referencia: {reference}</Trans>
          </Text>
          <Group gap="sm">
            <ButtonLink to="/message">
              <Trans>Ir a Mensajes</Trans>
            </ButtonLink>
            <ButtonLink to="/select-segment" variant="light">
              <Trans>Agregar otro producto</Trans>
            </ButtonLink>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

import { Trans } from '@lingui/react/macro';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { ROLE } from '../../../machines/roles.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

/**
 * /dashboard for a partner, influencer, advertiser or agent (roles 5-8): sign-in lands everyone on /dashboard, but
 * the control panel's figures are a business's (views, inquiries, bookings, commissions). Their own screen — the
 * QR, link and its stats of SPEC §2 "my QR" — is not built yet, and this says so plainly instead of showing another
 * role's figures or zeros that look like theirs (issue 26).
 */
export function PanelNotBuilt({ firstName, roles }: { firstName: string; roles: readonly number[] }) {
  const influencer = roles.includes(ROLE.influencer);
  const withQr = influencer || roles.includes(ROLE.traveler) || roles.includes(ROLE.advertiser);
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Title order={1} size="h2">
        <Trans>Hola, {firstName}</Trans>
      </Title>
      <Alert
        color="blue"
        variant="light"
        icon={<IconHourglass size={20} aria-hidden />}
        title={
          influencer ? (
            <Trans>Tu panel de influencer está en construcción</Trans>
          ) : (
            <Trans>Tu panel está en construcción</Trans>
          )
        }
      >
        <Stack gap="xs">
          <Text size="sm">
            {withQr ? (
              <Trans>
                Aquí verás tu código QR, tu enlace para compartir y cuántas personas llegaron por ellos.
                Todavía no está listo, así que no mostramos cifras.
              </Trans>
            ) : (
              <Trans>Todavía no está listo, así que no mostramos cifras.</Trans>
            )}
          </Text>
          <Text size="sm">
            <Trans>
              Las estadísticas del panel de control son las de los negocios que publican productos: vistas,
              consultas, reservas y comisiones. No son las tuyas.
            </Trans>
          </Text>
        </Stack>
      </Alert>
      {withQr ? (
        <Group gap="sm">
          <ButtonLink to="/frequent-questions" variant="light">
            <Trans>Ver preguntas frecuentes</Trans>
          </ButtonLink>
        </Group>
      ) : null}
    </Stack>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuilding, IconCalendarCheck, IconMapPin } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { rememberReferralCode } from '../../api/referralCode.ts';
import { useSession } from '../../api/session.ts';
import { usePageHead } from '../../ui/pageHead.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';

function Highlight({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} size="h5" mt="md">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {children}
      </Text>
    </Card>
  );
}

/** "/": the providers' front door: what the portal is for and the way in. */
export function HomePage() {
  const signedIn = useSession() !== null;
  const { t } = useLingui();
  usePageHead({
    description: t`Publica tu alojamiento, tour, atracción, restaurante o transporte en el marketplace de viajes de Guatemala y gestiona reservas, promociones y mensajes en un solo lugar.`,
  });
  // A scanned referral QR lands here with its code (`/?ref=`, issue 31): kept for what the visitor sends later.
  useEffect(
    () => rememberReferralCode(new URLSearchParams(window.location.search).get('ref') ?? undefined),
    [],
  );
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="md" maw={720}>
          <Text c="teal.8" fw={700} tt="uppercase" size="sm">
            <Trans>Para proveedores turísticos de Guatemala</Trans>
          </Text>
          <Title order={1} style={{ fontSize: 'clamp(2rem, 5vw, 3.25rem)', lineHeight: 1.1 }}>
            <Trans>Lleva tu alojamiento, tour o experiencia a más viajeros</Trans>
          </Title>
          <Text size="lg" c="dimmed">
            <Trans>
              Publica hoteles, hostales, alquileres vacacionales, tours, atracciones, restaurantes y
              transporte en nuestro marketplace. Gestiona reservas, promociones y mensajes desde un solo
              lugar.
            </Trans>
          </Text>
          <Group gap="sm" mt="xs">
            {signedIn ? (
              <ButtonLink to="/dashboard" size="md">
                <Trans>Ir al panel de control</Trans>
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/register" size="md">
                  <Trans>Regístrate gratis</Trans>
                </ButtonLink>
                <ButtonLink to="/login" size="md" variant="default">
                  <Trans>Iniciar sesión</Trans>
                </ButtonLink>
              </>
            )}
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Highlight icon={<IconBuilding size={24} />} title={<Trans>Publica en minutos</Trans>}>
            <Trans>
              Un asistente paso a paso te guía para crear cada producto con fotos, precios y políticas.
            </Trans>
          </Highlight>
          <Highlight icon={<IconCalendarCheck size={24} />} title={<Trans>Controla tus reservas</Trans>}>
            <Trans>
              Acepta o rechaza solicitudes, bloquea fechas en tu calendario y conversa con tus clientes.
            </Trans>
          </Highlight>
          <Highlight icon={<IconMapPin size={24} />} title={<Trans>Hecho para Guatemala</Trans>}>
            <Trans>
              De Antigua al lago de Atitlán y Tikal: llega a viajeros que buscan experiencias locales.
            </Trans>
          </Highlight>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

import { Trans } from '@lingui/react/macro';
import { Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /terms/privacy: the privacy notice a person accepts when signing up (the registration form links here). The
 * other terms pages are not built yet (SPEC §2 /terms); this one is, so that acceptance refers to a real text.
 * It says only what the portal does (docs/decisions.md, "Issue 26 — forms, links").
 */
export function PrivacyPage() {
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>
            <Trans>Aviso de privacidad</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>
              Qué datos personales trata el portal de proveedores, para qué, con quién los comparte y qué
              puedes hacer con ellos. Se aplica a quienes se registran como proveedores, socios, influencers,
              anunciantes o agentes.
            </Trans>
          </Text>
        </Stack>

        <Section title={<Trans>Qué datos tratamos</Trans>}>
          <List spacing="xs">
            <List.Item>
              <Trans>
                Tu cuenta: nombre, apellido, correo electrónico, país, idioma y contraseña. La contraseña se
                guarda solo como una huella que no permite recuperarla.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Tu perfil y tu negocio: teléfonos, fecha de nacimiento, descripción, idiomas, fotos, logotipo
                y los datos de tu empresa.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Pagos e impuestos: titular, banco, número de cuenta, IBAN, BIC/SWIFT y tus datos fiscales
                (DPI, NIT o pasaporte, régimen). Los números de cuenta y de identificación se guardan cifrados
                y el portal solo muestra sus últimos cuatro dígitos.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Lo que haces en el portal: tus productos, reservas, promociones, mensajes con viajeros y con
                soporte, y tus solicitudes de ayuda y de reunión.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Datos técnicos: tu sesión en el navegador y los registros del servidor necesarios para la
                seguridad, por ejemplo para limitar intentos repetidos.
              </Trans>
            </List.Item>
          </List>
        </Section>

        <Section title={<Trans>Para qué los usamos</Trans>}>
          <List spacing="xs">
            <List.Item>
              <Trans>Crear y proteger tu cuenta, verificar tu correo y permitirte iniciar sesión.</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Publicar tus productos en el marketplace, gestionar tus reservas y pagarte lo que te
                corresponde.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Revisar tus productos antes de publicarlos y atender tus consultas de soporte.</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Enviarte los correos de tu cuenta: verificación, restablecimiento de contraseña y cambio de
                correo.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Prevenir fraudes y abusos.</Trans>
            </List.Item>
          </List>
        </Section>

        <Section title={<Trans>Con quién los compartimos</Trans>}>
          <List spacing="xs">
            <List.Item>
              <Trans>
                Los viajeros ven lo que publicas en tus productos: nombre, fotos, descripción, ubicación y
                precios. En los mensajes no ven correos, teléfonos ni enlaces: el portal los oculta.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                El equipo de soporte y de revisión ve lo necesario para ayudarte y revisar tus productos.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Quienes operan el portal por nosotros (alojamiento y envío de correo) los tratan solo para ese
                fin.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Las autoridades, cuando la ley lo exige. No vendemos tus datos.</Trans>
            </List.Item>
          </List>
        </Section>

        <Section title={<Trans>La verificación «No soy un robot»</Trans>}>
          <Text>
            <Trans>
              Tu propio dispositivo la resuelve con un cálculo breve: no usa cookies de terceros ni sigue tu
              navegación. Si el portal usa en su lugar reCAPTCHA de Google, se aplica también la política de
              privacidad de Google.
            </Trans>
          </Text>
        </Section>

        <Section title={<Trans>Lo que se guarda en tu navegador</Trans>}>
          <Text>
            <Trans>
              Tu sesión, para que no tengas que iniciarla en cada página, el idioma que elegiste, los
              borradores de un producto que aún no guardaste y el rol con el que te registras. Nada de eso
              sale de tu navegador salvo tu sesión, que acompaña cada petición. No usamos cookies de
              publicidad.
            </Trans>
          </Text>
        </Section>

        <Section title={<Trans>Cuánto tiempo los conservamos</Trans>}>
          <Text>
            <Trans>
              Mientras tu cuenta esté activa. Si la cierras, borramos o anonimizamos tus datos, salvo los que
              la ley obliga a conservar, como los de facturación e impuestos, durante el plazo que fija.
            </Trans>
          </Text>
        </Section>

        <Section title={<Trans>Tus derechos</Trans>}>
          <Text>
            <Trans>
              Puedes ver y corregir tus datos en tu perfil y en la configuración en cualquier momento. Para
              pedir una copia, su eliminación o el cierre de tu cuenta, u oponerte a un uso, escríbenos desde
              Ayuda en el portal.
            </Trans>
          </Text>
        </Section>

        <Section title={<Trans>Cómo los protegemos</Trans>}>
          <Text>
            <Trans>
              La conexión va cifrada, los datos bancarios y de identificación se guardan cifrados y solo
              accede a ellos quien los necesita para su trabajo.
            </Trans>
          </Text>
        </Section>

        <Section title={<Trans>Cambios a este aviso</Trans>}>
          <Text>
            <Trans>
              Si lo cambiamos, publicaremos aquí la nueva versión y, si el cambio es importante, te avisaremos
              por correo.
            </Trans>
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}

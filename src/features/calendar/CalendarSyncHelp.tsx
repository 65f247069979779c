import { Trans } from '@lingui/react/macro';
import { Accordion, Text } from '@mantine/core';

/** Where each big site keeps its import and export links (their menus as of 2026). */
export function CalendarSyncHelp() {
  return (
    <Accordion variant="contained" chevronPosition="left">
      <Accordion.Item value="airbnb">
        <Accordion.Control>
          <Trans>¿Dónde va el enlace en Airbnb?</Trans>
        </Accordion.Control>
        <Accordion.Panel>
          <Text size="sm">
            <Trans>
              En Airbnb abre el anuncio, Calendario → Disponibilidad → Conectar calendarios. Usa «Importar
              calendario» para pegar nuestro enlace de exportación, y copia el enlace de «Exportar calendario»
              para importarlo aquí.
            </Trans>
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="booking">
        <Accordion.Control>
          <Trans>¿Dónde va el enlace en Booking.com?</Trans>
        </Accordion.Control>
        <Accordion.Panel>
          <Text size="sm">
            <Trans>
              En el extranet de Booking.com ve a Tarifas y disponibilidad → Sincronizar calendarios → Añadir
              conexión de calendario. Pega allí nuestro enlace y copia el de Booking.com para importarlo aquí.
            </Trans>
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="vrbo">
        <Accordion.Control>
          <Trans>¿Dónde va el enlace en Vrbo?</Trans>
        </Accordion.Control>
        <Accordion.Panel>
          <Text size="sm">
            <Trans>
              En Vrbo abre Calendario → Importar y exportar. «Importar calendario» recibe nuestro enlace;
              «Exportar calendario» te da el enlace para importarlo aquí. Vrbo lee los calendarios cada pocas
              horas.
            </Trans>
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

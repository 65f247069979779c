import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';

/** "¿Cómo funciona?": the four kinds, the statuses and how the price a traveler pays is made. */
export function HowItWorksModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t`Cerrar` }}
      opened={opened}
      onClose={onClose}
      size={600}
      centered
      title={t`¿Cómo funcionan las promociones?`}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h5">
            <Trans>Cuatro tipos</Trans>
          </Title>
          <List spacing={4} size="sm">
            <List.Item>
              <Trans>
                <strong>Ofertas de última hora</strong>: un descuento para reservas cercanas, con un mínimo de
                noches.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                <strong>Descuentos</strong>: un porcentaje menos durante las fechas que elijas.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                <strong>Fechas especiales</strong>: un descuento para una temporada (Semana Santa, San
                Valentín, Black Friday, fin de año).
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                <strong>Recargos</strong>: un porcentaje más en fechas de mucha demanda, con un mínimo de
                noches.
              </Trans>
            </List.Item>
          </List>
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            <Trans>Estados</Trans>
          </Title>
          <List spacing={4} size="sm">
            <List.Item>
              <Trans>
                <strong>Activa</strong>: los viajeros la ven en sus fechas.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                <strong>Desactivada</strong>: guardada, pero no se aplica.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                <strong>Programada</strong>: se activa sola el día que elijas en «Mostrar desde».
              </Trans>
            </List.Item>
          </List>
        </Stack>
        <Stack gap={4}>
          <Title order={3} size="h5">
            <Trans>El precio que paga el viajero</Trans>
          </Title>
          <List spacing={4} size="sm">
            <List.Item>
              <Trans>
                Si varios descuentos coinciden en una noche, solo se aplica el mayor; no se suman.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>Los recargos sí se suman entre ellos y al descuento de esa noche.</Trans>
            </List.Item>
            <List.Item>
              <Trans>
                Los precios incluyen la comisión de la plataforma: «Tú recibes» es lo que te queda después de
                ella.
              </Trans>
            </List.Item>
          </List>
          <Text size="sm" c="dimmed">
            <Trans>Una promoción solo se aplica a los productos que le asignes.</Trans>
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            <Trans>Entendido</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

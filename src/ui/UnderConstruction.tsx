import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A screen of SPEC §2 that is not built yet says so plainly. */
export function UnderConstruction() {
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={2} ta="center">
          <Trans>En construcción</Trans>
        </Title>
        <Text c="dimmed" ta="center">
          <Trans>Esta pantalla todavía no está disponible. Estamos trabajando en ella.</Trans>
        </Text>
        <Button component={Link} to="/dashboard" variant="light">
          <Trans>Ir al panel de control</Trans>
        </Button>
      </Stack>
    </Center>
  );
}

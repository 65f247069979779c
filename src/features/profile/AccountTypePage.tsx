import { Trans } from '@lingui/react/macro';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { AccountTypeChoice } from './AccountTypeChoice.tsx';

/** The account-type choice of the initial option dialog, as a page of its own. */
export function AccountTypePage({ redirect }: { redirect?: string | undefined }) {
  return (
    <Container size={640} py={{ base: 'lg', sm: 48 }} px={{ base: 'xs', sm: 'md' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              <Trans>Tipo de cuenta</Trans>
            </Title>
            <Text c="dimmed" size="sm">
              <Trans>
                Elige cómo te verán los viajeros. Después completarás la información de ese perfil.
              </Trans>
            </Text>
          </Stack>
          <AccountTypeChoice redirect={redirect} />
        </Stack>
      </Paper>
    </Container>
  );
}

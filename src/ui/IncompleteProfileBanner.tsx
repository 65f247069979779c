import { Trans } from '@lingui/react/macro';
import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ButtonLink } from './RouterLinks.tsx';

/**
 * SPEC §2/§6: only a complete basic profile may publish, so an incomplete one is pointed out.
 * `withAction` is off where the page itself is the way to complete it (/option-initial).
 */
export function IncompleteProfileBanner({ withAction = true }: { withAction?: boolean }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={20} />}
      title={<Trans>Tu perfil está incompleto</Trans>}
    >
      <Group justify="space-between" gap="sm" align="center">
        <Text size="sm" style={{ flex: '1 1 260px' }}>
          <Trans>Completa tu información básica para poder publicar tus productos.</Trans>
        </Text>
        {withAction && (
          <ButtonLink to="/option-initial" size="xs" color="yellow.8">
            <Trans>Completar perfil</Trans>
          </ButtonLink>
        )}
      </Group>
    </Alert>
  );
}

import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { useSupportEmail } from './useSupportEmail.ts';

/**
 * Who to write to when an error page does not go away: the support address the server publishes, once it has
 * answered (nothing before, nothing if it cannot be reached).
 */
export function SupportContact() {
  const supportEmail = useSupportEmail();
  if (!supportEmail) return null;
  return (
    <Text size="sm" c="dimmed" ta="center">
      <Trans>
        Si el problema continúa, contacta a soporte en{' '}
        <Anchor href={`mailto:${supportEmail}`} underline="always">
          {supportEmail}
        </Anchor>
      </Trans>
    </Text>
  );
}

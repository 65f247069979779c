import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

/** The submit button that ends every onboarding form. */
export function SaveAndContinue({ saving }: { saving: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" size="md" loading={saving}>
        <Trans>Guardar y continuar</Trans>
      </Button>
    </Group>
  );
}

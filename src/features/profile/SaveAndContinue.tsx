import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

/** The submit button that ends every profile form: "continue" in onboarding, "save" on a settings screen. */
export function SaveAndContinue({ saving, settings = false }: { saving: boolean; settings?: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" size="md" loading={saving}>
        {settings ? <Trans>Guardar cambios</Trans> : <Trans>Guardar y continuar</Trans>}
      </Button>
    </Group>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** A product card's "Gestionar" button: the manage menu's target, and its stand-in while the menu's code comes. */
export function ManageButton({
  name,
  ...props
}: { name: string } & ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useLingui();
  return (
    <Button
      variant="default"
      size="xs"
      rightSection={<IconChevronDown size={14} />}
      aria-label={t`Gestionar ${name}`}
      {...props}
    >
      <Trans>Gestionar</Trans>
    </Button>
  );
}

import { useLingui } from '@lingui/react/macro';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef } from 'react';

/** The conversation's options button: the menu's target, and its stand-in while the menu's code comes. */
export function ConversationMenuButton(props: ActionIconProps & ComponentPropsWithoutRef<'button'>) {
  const { t } = useLingui();
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t`Opciones de la conversación`}
      {...props}
    >
      <IconDotsVertical size={18} />
    </ActionIcon>
  );
}

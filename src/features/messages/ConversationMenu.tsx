import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { type AfterDrawProps, dialogAfterDraw } from '../../ui/afterDraw.tsx';
import { ConversationMenuButton } from './ConversationMenuButton.tsx';
import { deleteThread, forgetThread, type MessageThread } from './chatQueries.ts';

/** The confirmation's code comes once the menu is there, before anyone picks the entry. */
const DeleteConversationDialog = dialogAfterDraw(() =>
  import('./DeleteConversationDialog.tsx').then((module) => module.DeleteConversationDialog),
);

export function ConversationMenu({
  thread,
  me,
  pressedEarly,
}: { thread: MessageThread; me: string } & AfterDrawProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const name = thread.contact.name;

  const remove = async () => {
    try {
      await deleteThread(thread.thread_id);
    } catch (error) {
      const { status, message } = asFailure(error);
      notifications.show({
        color: 'red',
        title: t`No se pudo eliminar la conversación`,
        message: t`Error de conexión (${status}): ${message}`,
      });
      return;
    }
    await navigate({ to: '/message', search: {} });
    forgetThread(queryClient, me, thread.thread_id);
    notifications.show({ color: 'green', message: t`Conversación eliminada` });
  };

  const [confirming, setConfirming] = useState(false);

  return (
    <>
      <Menu position="bottom-end" withinPortal defaultOpened={pressedEarly}>
        <Menu.Target>
          <ConversationMenuButton />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
            <Trans>Eliminar conversación</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <DeleteConversationDialog
        opened={confirming}
        name={name}
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </>
  );
}

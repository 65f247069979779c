import { useLingui } from '@lingui/react';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { safeRedirect } from '../../api/redirects.ts';
import type { AuthUser } from '../../api/session.ts';
import { updateSessionUser } from '../../api/session.ts';
import { profileMessages } from './profileMessages.ts';

interface ProfileSaveOptions<T> {
  save: (values: T) => Promise<AuthUser>;
  redirect: string | undefined;
  /** A settings screen: after saving, stay on the page and say so (never on into onboarding). */
  stay?: boolean;
  /** Runs after the profile is stored and before leaving (the logo waiting for its profile); false stays. */
  afterSave?: () => Promise<boolean>;
}

/**
 * Saves a profile form: the session takes the updated user and the person goes on to the dashboard
 * (or where they were going), or, on a settings screen, stays with a "Cambios guardados" toast. A refusal opens the warning modal with the server's message.
 */
export function useProfileSave<T>({ save, redirect, stay, afterSave }: ProfileSaveOptions<T>) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: async (values: T) => {
      const user = await save(values);
      updateSessionUser(user);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      return (await afterSave?.()) ?? true;
    },
    onSuccess: (mayLeave) => {
      if (stay) {
        notifications.show({ color: 'teal', message: _(profileMessages.changesSaved) });
        return;
      }
      if (mayLeave) void navigate({ href: safeRedirect(redirect), replace: true });
    },
    onError: (error) => {
      const refused = asFailure(error);
      setFailure(
        refused.status >= 500 || !refused.message ? _(profileMessages.serverConnection) : refused.message,
      );
    },
  });
  return { mutation, failure, dismissFailure: () => setFailure(null) };
}

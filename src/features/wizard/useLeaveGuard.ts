import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { wizardMachine } from '../../../machines/wizard.machine.ts';
import { getSession } from '../../api/session.ts';

type WizardActor = ActorRefFrom<typeof wizardMachine>;

/**
 * Holds any navigation away from a step with unsaved changes (the sidebar, the exit link, the browser's
 * back) until the wizard machine's leave dialog is answered: the machine decides whether to ask, and its
 * `left` state lets the navigation go on. Closing or reloading the tab gets the browser's own question.
 * A session that has ended (signing out) is never held: there is nothing left to save it with.
 */
export function useLeaveGuard(actor: WizardActor, snapshot: SnapshotFrom<typeof wizardMachine>) {
  const shouldBlockFn = useCallback(() => {
    if (!getSession() || !actor.getSnapshot().can({ type: 'leave.request' })) return false;
    actor.send({ type: 'leave.request' });
    return true;
  }, [actor]);
  const enableBeforeUnload = useCallback(() => {
    const now = actor.getSnapshot();
    return now.status === 'active' && now.context.unsaved;
  }, [actor]);
  const blocker = useBlocker({ shouldBlockFn, enableBeforeUnload, withResolver: true });

  useEffect(() => {
    if (blocker.status !== 'blocked') return;
    if (snapshot.matches('left')) blocker.proceed();
    else if (snapshot.matches('editing') || snapshot.matches('failed')) blocker.reset();
  }, [blocker, snapshot]);
}

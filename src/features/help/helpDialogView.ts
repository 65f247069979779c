import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { helpDialogMachine } from '../../../machines/helpDialog.machine.ts';

/** What each part of the help dialog gets: the machine's snapshot and its `send`. */
export interface HelpDialogView {
  snapshot: SnapshotFrom<typeof helpDialogMachine>;
  send: ActorRefFrom<typeof helpDialogMachine>['send'];
}

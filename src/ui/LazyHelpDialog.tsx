import { type ComponentType, createContext, Suspense, useContext, useState } from 'react';
import type { HelpPlace } from '../api/helpQueries.ts';

export interface HelpDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The signed-in person's id. */
  me: string;
  /** Where in the wizard it was opened, if it was. */
  place?: HelpPlace;
}

/**
 * The help dialog is the help feature's (src/features/help/HelpDialog.tsx). The signed-in layout
 * (src/routes/portalLayout.lazy.tsx) provides it as a lazy component, so the side menu and the wizard open it
 * without importing another feature, and its code and catalogs download the first time someone asks for help.
 */
const HelpDialogContext = createContext<ComponentType<HelpDialogProps> | null>(null);

export const HelpDialogProvider = HelpDialogContext.Provider;

/** The help dialog, mounted the first time it opens and kept after, so it closes with its transition. */
export function LazyHelpDialog(props: HelpDialogProps) {
  const HelpDialog = useContext(HelpDialogContext);
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  return wanted && HelpDialog ? (
    <Suspense fallback={null}>
      <HelpDialog {...props} />
    </Suspense>
  ) : null;
}

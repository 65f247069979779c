import { lazy, Suspense, useState } from 'react';
import { withCatalogs } from '../../i18n/i18n.ts';
import type { HelpDialogProps } from './HelpDialog.tsx';

// The dialog, its machine, the captcha and the help and auth (captcha) catalogs download the first time someone asks for help.
const HelpDialog = lazy(() =>
  withCatalogs(['help', 'auth'], import('./HelpDialog.tsx')).then((module) => ({
    default: module.HelpDialog,
  })),
);

/** The help dialog, mounted the first time it opens and kept after, so it closes with its transition. */
export function LazyHelpDialog(props: HelpDialogProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <HelpDialog {...props} />
    </Suspense>
  ) : null;
}

import { useLingui } from '@lingui/react';
import { useMatch } from '@tanstack/react-router';
import { UnderConstruction } from '../ui/UnderConstruction.tsx';

/** The route component of a screen not built yet, named by its route's `staticData.title`. */
export function UnderConstructionScreen() {
  const { _ } = useLingui();
  const title = useMatch({ strict: false, select: (match) => match.staticData.title });
  return <UnderConstruction title={title ? _(title) : undefined} />;
}

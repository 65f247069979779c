import type { ReactElement } from 'react';
import { afterDraw } from './afterDraw.tsx';

const LoadedTooltip = afterDraw(() => import('./LabelTooltip.tsx').then((module) => module.LabelTooltip));

/**
 * A tooltip whose code (Mantine's Tooltip with Floating UI, ~20 KiB gzip) comes after the page has drawn: until
 * then the child draws alone. The label is a visual hint only: the child carries its own accessible name or
 * description.
 */
export function TooltipAfterDraw({ label, children }: { label: string; children: ReactElement }) {
  return (
    <LoadedTooltip label={label} standIn={() => children}>
      {children}
    </LoadedTooltip>
  );
}

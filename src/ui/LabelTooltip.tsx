import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** Mantine's Tooltip with a text label; loaded after the draw through TooltipAfterDraw. */
export function LabelTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} withArrow>
      {children}
    </Tooltip>
  );
}

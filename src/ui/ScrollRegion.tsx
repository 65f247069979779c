import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Content wider than a phone (a table of prices, a diagram) scrolls sideways inside its own box rather than
 * widening the page. The box takes keyboard focus and is a named region, so a keyboard user can reach it and
 * scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, children, ...box }: BoxProps & { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} maw="100%" style={{ overflowX: 'auto' }} {...box}>
      {children}
    </Box>
  );
}

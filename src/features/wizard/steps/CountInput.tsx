import type { NumberInputProps } from '@mantine/core';
import { NumberInputAfterDraw } from '../../../ui/NumberInputAfterDraw.tsx';

/** A whole number (guests, beds, nights, days…) within the contract's limits. */
export function CountInput({ limits, ...props }: NumberInputProps & { limits: readonly [number, number] }) {
  return (
    <NumberInputAfterDraw
      min={limits[0]}
      max={limits[1]}
      allowDecimal={false}
      allowNegative={false}
      {...props}
    />
  );
}

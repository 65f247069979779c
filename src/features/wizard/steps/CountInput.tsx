import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A whole number (guests, beds, nights, days…) within the contract's limits. */
export function CountInput({ limits, ...props }: NumberInputProps & { limits: readonly [number, number] }) {
  return (
    <NumberInput min={limits[0]} max={limits[1]} allowDecimal={false} allowNegative={false} {...props} />
  );
}

import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { AfterDrawProps } from './afterDraw.tsx';

/** Mantine's NumberInput, once its code has come (NumberInputAfterDraw.tsx). */
export function LoadedNumberInput({
  pressedEarly: _pressedEarly,
  ...props
}: NumberInputProps & AfterDrawProps) {
  return <NumberInput {...props} />;
}

import { Select, type SelectProps } from '@mantine/core';
import type { AfterDrawProps } from './afterDraw.tsx';

/** Mantine's Select, open at once when its stand-in was pressed before this code came (SelectAfterDraw.tsx). */
export function LoadedSelect({ pressedEarly, ...props }: SelectProps & AfterDrawProps) {
  return <Select {...props} defaultDropdownOpened={pressedEarly || props.defaultDropdownOpened} />;
}

import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import type { AfterDrawProps } from './afterDraw.tsx';

/** Mantine's MultiSelect, open at once when its stand-in was pressed before this code came (MultiSelectAfterDraw). */
export function LoadedMultiSelect({ pressedEarly, ...props }: MultiSelectProps & AfterDrawProps) {
  return <MultiSelect {...props} defaultDropdownOpened={pressedEarly || props.defaultDropdownOpened} />;
}

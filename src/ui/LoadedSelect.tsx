import { Select, type SelectProps } from '@mantine/core';
import type { AfterDrawProps } from './afterDraw.tsx';

/**
 * Mantine's Select, open at once when its stand-in was pressed before this code came (SelectAfterDraw.tsx).
 * Every select drawn this way asks for a required choice, so picking the option already chosen keeps it: Mantine's
 * default deselects it, which emptied a form's prefilled País when the provider chose Guatemala again (issue 26)
 * and disabled the places below it.
 */
export function LoadedSelect({
  pressedEarly,
  allowDeselect = false,
  ...props
}: SelectProps & AfterDrawProps) {
  return (
    <Select
      {...props}
      allowDeselect={allowDeselect}
      defaultDropdownOpened={pressedEarly || props.defaultDropdownOpened}
    />
  );
}

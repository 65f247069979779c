import type { SelectProps } from '@mantine/core';
import { getOptionsLockup, getParsedComboboxData, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { afterDraw } from './afterDraw.tsx';
import { standInField } from './standInField.ts';

const LoadedSelect = afterDraw(() => import('./LoadedSelect.tsx').then((module) => module.LoadedSelect));

/** Keys that open a select: a person pressing one on the stand-in wants its options. */
export const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * Mantine's Select, whose options list (Combobox, Popover, ScrollArea, Floating UI: ~35 KiB gzip) comes after the
 * form has drawn. Meanwhile a read-only field with the same label, value, error and chevron stands in; a click or an
 * opening key on it opens the options as soon as they come, and focus stays on the field.
 */
export function SelectAfterDraw(props: SelectProps) {
  const { value, data } = props;
  return (
    <LoadedSelect
      {...props}
      standIn={(press, pressed) => (
        <TextInput
          {...standInField(props)}
          value={(value && getOptionsLockup(getParsedComboboxData(data))[value]?.label) || ''}
          readOnly
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          aria-busy={pressed}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          rightSectionPointerEvents="none"
          onClick={press}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (!OPENING_KEYS.has(event.key)) return;
            event.preventDefault();
            press();
          }}
        />
      )}
    />
  );
}

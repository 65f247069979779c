import type { ComboboxItem, SelectProps } from '@mantine/core';
import { TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { afterDraw } from './afterDraw.tsx';

const LoadedSelect = afterDraw(() => import('./LoadedSelect.tsx').then((module) => module.LoadedSelect));

type Entry = string | ComboboxItem | { group: string; items: (string | ComboboxItem)[] };

/** The label the select shows for `value`, read from its options (groups included). */
function labelOf(data: readonly Entry[], value: string | null | undefined): string {
  if (!value) return '';
  for (const entry of data) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if ('group' in entry) {
      const found = labelOf(entry.items, value);
      if (found) return found;
    } else if (entry.value === value) {
      return entry.label;
    }
  }
  return '';
}

/** Keys that open a select: a person pressing one on the stand-in wants its options. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * Mantine's Select, whose options list (Combobox, Popover, ScrollArea, Floating UI: ~35 KiB gzip) comes after the
 * form has drawn. Meanwhile a read-only field with the same label, value, error and chevron stands in; a click or an
 * opening key on it opens the options as soon as they come, and focus stays on the field.
 */
export function SelectAfterDraw(props: SelectProps) {
  const { label, placeholder, required, withAsterisk, error, description, disabled, value, data, size } =
    props;
  return (
    <LoadedSelect
      {...props}
      standIn={(press, pressed) => (
        <TextInput
          label={label}
          placeholder={placeholder}
          required={required}
          withAsterisk={withAsterisk}
          error={error}
          description={description}
          disabled={disabled}
          size={size}
          value={labelOf((data ?? []) as readonly Entry[], value)}
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

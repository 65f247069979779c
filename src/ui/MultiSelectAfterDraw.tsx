import type { MultiSelectProps } from '@mantine/core';
import { getOptionsLockup, getParsedComboboxData, Pill, PillsInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { afterDraw } from './afterDraw.tsx';
import { OPENING_KEYS } from './SelectAfterDraw.tsx';

const LoadedMultiSelect = afterDraw(() =>
  import('./LoadedMultiSelect.tsx').then((module) => module.LoadedMultiSelect),
);

/**
 * Mantine's MultiSelect, whose options list (Combobox, Popover, ScrollArea, Floating UI) comes after the form has
 * drawn, as SelectAfterDraw does for a Select. Meanwhile the same field stands in, read-only, with the chosen values
 * as pills; a click or an opening key on it opens the options as soon as they come, and focus stays on the field.
 */
export function MultiSelectAfterDraw(props: MultiSelectProps) {
  const { label, placeholder, required, withAsterisk, error, description, disabled, value, data, size } =
    props;
  const labels = getOptionsLockup(getParsedComboboxData(data));
  return (
    <LoadedMultiSelect
      {...props}
      standIn={(press, pressed) => (
        <PillsInput
          label={label}
          required={required}
          withAsterisk={withAsterisk}
          error={error}
          description={description}
          disabled={disabled}
          size={size}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          rightSectionPointerEvents="none"
          onClick={press}
        >
          <Pill.Group>
            {(value ?? []).map((item) => (
              <Pill key={item}>{labels[item]?.label ?? item}</Pill>
            ))}
            <PillsInput.Field
              placeholder={value?.length ? undefined : placeholder}
              readOnly
              role="combobox"
              aria-expanded={false}
              aria-haspopup="listbox"
              aria-busy={pressed}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                if (!OPENING_KEYS.has(event.key)) return;
                event.preventDefault();
                press();
              }}
            />
          </Pill.Group>
        </PillsInput>
      )}
    />
  );
}

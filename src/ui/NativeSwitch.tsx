import { Group, Text } from '@mantine/core';
import type { FocusEventHandler, ReactNode } from 'react';

interface NativeSwitchProps {
  label: ReactNode;
  checked?: boolean;
  /** What @mantine/form's `getInputProps(…, { type: 'checkbox' })` gives: the input's change, focus and blur. */
  onChange?: (event: { currentTarget: { checked: boolean } }) => void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/**
 * An on/off choice with the browser's own checkbox in the switch role, labelled and keyed as Mantine's Switch (space
 * toggles it, assistive technology reads a switch), without its ~2.4 KiB (gzip) of inline-input frame on the
 * wizard's screens, which are at the size budget (issue 31; NativeRadioGroup is its radio sibling).
 */
export function NativeSwitch({ label, checked, onChange, onFocus, onBlur }: NativeSwitchProps) {
  return (
    <Group component="label" gap={8} wrap="nowrap" style={{ cursor: 'pointer' }}>
      <input
        type="checkbox"
        role="switch"
        checked={checked ?? false}
        aria-checked={checked ?? false}
        onChange={onChange}
        onFocus={onFocus}
        onBlur={onBlur}
        style={{ accentColor: 'var(--mantine-primary-color-filled)', margin: 0, width: 18, height: 18 }}
      />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

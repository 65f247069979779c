import { TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, useEffect, useState } from 'react';

interface CoordinateInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: number | string;
  /** A number once the text reads as one, else the text itself (the form's check then says why). */
  onChange: (value: number | string) => void;
}

/** What a typed coordinate stands for: "14,56" and "14.56" alike; anything else stays text. */
export function coordinateOf(text: string): number | string {
  const trimmed = text.trim().replace(',', '.');
  const n = Number(trimmed);
  return trimmed !== '' && /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) && Number.isFinite(n) ? n : text;
}

/**
 * A latitude or longitude typed as text with the decimal keyboard on phones. The location step drew these with
 * NumberInput, whose number-formatting library alone weighed 9 KiB gzip on that route (issue 12's budget);
 * a coordinate needs no thousands separators or stepping, only a number.
 */
export function CoordinateInput({ value = '', onChange, ...props }: CoordinateInputProps) {
  const [text, setText] = useState(String(value));
  // A map click sets the value from outside: show it, unless the text already says the same number.
  useEffect(() => {
    setText((shown) => (coordinateOf(shown) === value ? shown : String(value)));
  }, [value]);
  return (
    <TextInput
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        setText(event.currentTarget.value);
        onChange(coordinateOf(event.currentTarget.value));
      }}
    />
  );
}

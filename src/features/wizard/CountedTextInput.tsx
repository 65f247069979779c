import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';
import { charactersUsed } from '../../ui/characterCount.ts';

interface CountedTextInputProps extends Omit<TextInputProps, 'maxLength'> {
  value?: string;
  maxLength: number;
}

/** A one-line input that says how many of its characters are used (SPEC §5: counters on text inputs). */
export function CountedTextInput({ value, maxLength, ...props }: CountedTextInputProps) {
  const { i18n } = useLingui();
  return (
    <TextInput
      {...props}
      value={value}
      maxLength={maxLength}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={i18n._(charactersUsed(value?.length ?? 0, maxLength))}
    />
  );
}

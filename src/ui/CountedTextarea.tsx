import { useLingui } from '@lingui/react/macro';
import { Textarea, type TextareaProps } from '@mantine/core';
import { charactersUsed } from './characterCount.ts';

interface CountedTextareaProps extends Omit<TextareaProps, 'description' | 'maxLength'> {
  value?: string;
  maxLength: number;
}

/** A growing text area that says how many of its characters are used (SPEC §5: counters on text inputs). */
export function CountedTextarea({ value, maxLength, ...props }: CountedTextareaProps) {
  const { i18n } = useLingui();
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={8}
      {...props}
      value={value}
      maxLength={maxLength}
      description={i18n._(charactersUsed(value?.length ?? 0, maxLength))}
    />
  );
}

import { useLingui } from '@lingui/react/macro';
import { Textarea, type TextareaProps } from '@mantine/core';

interface CountedTextareaProps extends Omit<TextareaProps, 'description' | 'maxLength'> {
  value?: string;
  maxLength: number;
}

/** A growing text area that says how many of its characters are used (SPEC §5: counters on text inputs). */
export function CountedTextarea({ value, maxLength, ...props }: CountedTextareaProps) {
  const { t } = useLingui();
  return (
    <Textarea
      autosize
      minRows={3}
      maxRows={8}
      {...props}
      value={value}
      maxLength={maxLength}
      description={t`${value?.length ?? 0} de ${maxLength} caracteres`}
    />
  );
}

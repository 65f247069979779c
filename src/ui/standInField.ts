import type { InputWrapperProps, MantineSize, StyleProp } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a field's stand-in shares with the field it stands for: its wrapper's words, state and width. */
interface FieldLook {
  label?: ReactNode;
  placeholder?: string;
  required?: boolean;
  withAsterisk?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  size?: MantineSize | (string & {});
  w?: StyleProp<React.CSSProperties['width']>;
  'aria-label'?: string;
}

/** The props a stand-in (SelectAfterDraw, NumberInputAfterDraw) copies from the field, so both read the same. */
export function standInField(props: FieldLook & Pick<InputWrapperProps, 'label'>): FieldLook {
  const { label, placeholder, required, withAsterisk, error, description, disabled, size, w } = props;
  return {
    label,
    placeholder,
    required,
    withAsterisk,
    error,
    description,
    disabled,
    size,
    w,
    'aria-label': props['aria-label'],
  };
}

import { Group, Input, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface NativeRadioOption {
  value: string;
  label: ReactNode;
}

interface NativeRadioGroupProps {
  label: ReactNode;
  options: readonly NativeRadioOption[];
  /** The chosen option's value, or null when none is. */
  value: string | null;
  onChange: (value: string) => void;
  required?: boolean;
  error?: ReactNode;
  cols?: SimpleGridProps['cols'];
}

/**
 * A choice among a few options with the browser's own radios, labelled and keyed as Mantine's Radio.Group (arrow
 * keys move the choice, the group is named by its label, the error is announced with it), without its ~2.3 KiB
 * (gzip) on the wizard's screens, which are at the size budget (issues 30, 31).
 */
export function NativeRadioGroup({
  label,
  options,
  value,
  onChange,
  required,
  error,
  cols,
}: NativeRadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      labelElement="div"
      labelProps={{ id: labelId }}
      errorProps={{ id: errorId }}
    >
      <SimpleGrid
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        cols={cols}
        spacing="xs"
        mt="xs"
      >
        {options.map((option) => (
          <Group key={option.value} component="label" gap={8} wrap="nowrap" style={{ cursor: 'pointer' }}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              style={{ accentColor: 'var(--mantine-primary-color-filled)', margin: 0, width: 18, height: 18 }}
            />
            <Text size="sm">{option.label}</Text>
          </Group>
        ))}
      </SimpleGrid>
    </Input.Wrapper>
  );
}

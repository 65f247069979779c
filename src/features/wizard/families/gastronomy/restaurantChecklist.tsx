import { Checkbox, Paper, SimpleGrid, Skeleton } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';

interface RestaurantChecklistProps {
  label: string;
  description?: string | undefined;
  required?: boolean | undefined;
  items: readonly { _id: string; name: string }[];
  /** The form's list of chosen ids (`getInputProps`), its error included. */
  inputProps: GetInputPropsReturnType;
  /** The catalogue is on its way: its place is held. */
  loading?: boolean | undefined;
  /** Said in place of the boxes (the catalogue could not be read, and how to try again). */
  notice?: ReactNode;
}

/** Placeholders for the boxes while the catalogue comes: names, not positions, so React keeps each one. */
const LOADING_ROWS = ['first', 'second', 'third'] as const;

/**
 * A catalogue as a group of checkboxes under its label (the features step's groups, the languages spoken): every
 * choice in sight and a tap away, which a short catalogue reads better as than a dropdown. A refused group marks its
 * boxes invalid, so the keyboard lands on its first one after a failed check.
 */
export function RestaurantChecklist({
  label,
  description,
  required,
  items,
  inputProps,
  loading = false,
  notice,
}: RestaurantChecklistProps) {
  const { error, ...group } = inputProps;
  return (
    <Paper withBorder radius="md" p="md">
      <Checkbox.Group label={label} description={description} required={required} error={error} {...group}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
          {loading ? LOADING_ROWS.map((row) => <Skeleton key={row} height={20} radius="sm" />) : null}
          {items.map((item) => (
            <Checkbox
              key={item._id}
              value={item._id}
              label={item.name}
              aria-invalid={error ? true : undefined}
            />
          ))}
        </SimpleGrid>
        {notice}
      </Checkbox.Group>
    </Paper>
  );
}

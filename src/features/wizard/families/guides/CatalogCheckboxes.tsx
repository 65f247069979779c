import { Trans } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toRequestFailure } from '../../../../../machines/requestFailure.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { stepFailureText } from '../../stepMessages.ts';

type CatalogItem = components['schemas']['CatalogItem'];

interface CatalogCheckboxesProps {
  label: string;
  description?: ReactNode;
  required?: boolean;
  /** The catalogue, as it is read. */
  catalog: UseQueryResult<CatalogItem[]>;
  /** The contract's most items. */
  maxItems: number;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}

/**
 * A short catalogue (a guide's areas of expertise, categories, languages) as a labelled group of checkboxes, two or
 * three a row on wider screens and one under another on a phone. An error marks the unchosen boxes invalid, so the
 * keyboard lands on the group when the form is checked (focusFirstInvalid).
 */
export function CatalogCheckboxes({
  label,
  description,
  required,
  catalog,
  maxItems,
  value,
  onChange,
  error,
}: CatalogCheckboxesProps) {
  let choices: ReactNode;
  if (catalog.data)
    choices = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {catalog.data.map((item) => (
          <Checkbox
            key={item._id}
            value={item._id}
            label={item.name}
            aria-invalid={error && !value.includes(item._id) ? true : undefined}
          />
        ))}
      </SimpleGrid>
    );
  else if (catalog.error)
    choices = (
      <Alert color="red" role="alert" p="xs" mt="xs">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{stepFailureText(toRequestFailure(catalog.error))}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void catalog.refetch()}>
            <Trans>Reintentar</Trans>
          </Button>
        </Group>
      </Alert>
    );
  else choices = <Skeleton h={20} mt="xs" />;

  return (
    <Checkbox.Group
      label={label}
      description={description}
      required={required}
      value={value}
      onChange={onChange}
      error={error}
      maxSelectedValues={maxItems}
    >
      {choices}
    </Checkbox.Group>
  );
}

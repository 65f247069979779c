import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Group, Radio, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { components } from '../../../../../openapi/schema.d.ts';

type CatalogItem = components['schemas']['CatalogItem'];

interface ChoicesProps {
  label: string;
  description?: string;
  /** The catalogue its options come from, as read from the server. */
  catalog: UseQueryResult<CatalogItem[]>;
  error?: ReactNode;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** What a catalogue's choices show while it loads, or when it could not be read (with a way to ask again). */
function CatalogState({ catalog }: { catalog: UseQueryResult<CatalogItem[]> }) {
  if (catalog.isPending)
    return (
      <Group gap="lg" mt="xs" aria-hidden>
        <Skeleton h={20} w={96} />
        <Skeleton h={20} w={96} />
        <Skeleton h={20} w={96} />
      </Group>
    );
  if (catalog.isError)
    return (
      <Group gap="xs" mt="xs">
        <Text size="sm" c="red.8" role="alert">
          <Trans>No se pudieron cargar las opciones.</Trans>
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => void catalog.refetch()}>
          <Trans>Reintentar</Trans>
        </Button>
      </Group>
    );
  return null;
}

interface CatalogRadiosProps extends ChoicesProps {
  value?: string | null;
  onChange: (value: string) => void;
}

/**
 * One choice of a short catalogue (the difficulties), every option in sight. The options say they are invalid, so
 * a failed check lands the keyboard on the group.
 */
export function CatalogRadios({
  catalog,
  error,
  value = null,
  onChange,
  onFocus,
  onBlur,
  ...wrapper
}: CatalogRadiosProps) {
  return (
    <Radio.Group {...wrapper} withAsterisk error={error} value={value} onChange={onChange}>
      <CatalogState catalog={catalog} />
      <Group gap="lg" mt="xs">
        {(catalog.data ?? []).map((item) => (
          <Radio
            key={item._id}
            value={item._id}
            label={item.name}
            aria-invalid={error ? true : undefined}
            onFocus={onFocus}
            onBlur={onBlur}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

interface CatalogChecklistProps extends ChoicesProps {
  value?: string[];
  onChange: (value: string[]) => void;
  /** The contract's most ids the list takes. */
  maxItems: number;
}

/** Several choices of a short catalogue (suited-to groups, languages) as checkboxes, two or three a row. */
export function CatalogChecklist({
  catalog,
  error,
  value = [],
  onChange,
  onFocus,
  onBlur,
  maxItems,
  ...wrapper
}: CatalogChecklistProps) {
  return (
    <Checkbox.Group {...wrapper} withAsterisk error={error} value={value} onChange={onChange}>
      <CatalogState catalog={catalog} />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
        {(catalog.data ?? []).map((item) => (
          <Checkbox
            key={item._id}
            value={item._id}
            label={item.name}
            disabled={value.length >= maxItems && !value.includes(item._id)}
            aria-invalid={error ? true : undefined}
            onFocus={onFocus}
            onBlur={onBlur}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

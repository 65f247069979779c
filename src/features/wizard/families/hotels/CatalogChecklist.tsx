import { useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, SimpleGrid, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

interface CatalogChecklistProps {
  title: string;
  items: readonly { _id: string; name: string }[];
  /** The form's list of chosen ids (`getInputProps`). */
  inputProps: GetInputPropsReturnType;
}

/** A catalogue as checkboxes under its title: a property's services, a room's amenities. */
export function CatalogChecklist({ title, items, inputProps }: CatalogChecklistProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={title} radius="md">
      <Checkbox.Group aria-label={title} {...inputProps}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {items.map((item) => (
            <Checkbox key={item._id} value={item._id} label={item.name} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`No hay opciones en este grupo.`}
        </Text>
      ) : null}
    </Fieldset>
  );
}

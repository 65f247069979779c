import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, type NumberInputProps, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SelectAfterDraw } from '../../../ui/SelectAfterDraw.tsx';
import { BEDROOM_LIMITS, type BedValue } from './bedrooms.ts';
import { CountInput } from './CountInput.tsx';

/** How many guests the place or room takes, for every stay that has beds. */
export function GuestCapacityInput(props: NumberInputProps) {
  const { t } = useLingui();
  const maxGuests = BEDROOM_LIMITS.capacity[1];
  return (
    <CountInput
      label={t`Capacidad de huéspedes`}
      description={t`Máximo ${maxGuests} personas`}
      required
      limits={BEDROOM_LIMITS.capacity}
      {...props}
    />
  );
}

interface BedRowsProps {
  beds: BedValue[];
  options: { value: string; label: string }[];
  /** Names the room in the remove buttons' labels, e.g. "habitación 2". */
  room: string;
  inputProps: (index: number, field: 'type_of_bed_id' | 'no_bed') => GetInputPropsReturnType;
  /** The list's own message (no beds, too many). */
  error?: string | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** The beds of one room: a kind from the bed catalogue and how many, one line per kind. */
export function BedRows({ beds, options, room, inputProps, error, onAdd, onRemove }: BedRowsProps) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      {beds.map((bed, index) => {
        const line = index + 1;
        return (
          <Group key={bed.key} align="flex-start" gap="sm">
            <SelectAfterDraw
              label={t`Tipo de cama`}
              placeholder={t`Elige una opción`}
              required
              data={options}
              style={{ flex: '1 1 180px' }}
              {...inputProps(index, 'type_of_bed_id')}
            />
            <CountInput
              label={t`Cantidad`}
              required
              limits={BEDROOM_LIMITS.bedsOfAKind}
              w={110}
              {...inputProps(index, 'no_bed')}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              size="lg"
              disabled={beds.length === 1}
              aria-label={t`Quitar la cama ${line} de la ${room}`}
              onClick={() => onRemove(index)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        );
      })}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      {beds.length < BEDROOM_LIMITS.bedsPerBedroom ? (
        <Group>
          <Button variant="subtle" size="xs" leftSection={<IconPlus size={16} />} onClick={onAdd}>
            <Trans>Agregar cama</Trans>
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { isEveryday, WEEKDAYS, type Weekday } from '../../../../machines/scheduleDay.machine.ts';
import { weekdayName, weekdayTitle } from './weekdayNames.ts';

export interface CopyDayDialogProps {
  opened: boolean;
  /** The day whose setting is copied. */
  day: Weekday;
  /** The weekday group as the day's machine holds it. */
  targets: readonly Weekday[];
  /** The day has scheduled hours without both times: nothing to copy yet. */
  needsHours: boolean;
  /** The day's machine takes `copy.apply` now. */
  canApply: boolean;
  onToggleDay: (day: Weekday) => void;
  onEveryday: () => void;
  onApply: () => void;
  onCancel: () => void;
}

/**
 * "Copy to other days" (SPEC §4): the weekday group, every day ticked at first with its "every day" box, and the
 * copy. Its code (Mantine's Modal) comes after the step has drawn; on close focus goes back to the day's copy button.
 */
export function CopyDayDialog({
  opened,
  day,
  targets,
  needsHours,
  canApply,
  onToggleDay,
  onEveryday,
  onApply,
  onCancel,
}: CopyDayDialogProps) {
  const { t, i18n } = useLingui();
  const groupLabel = useId();
  const dayName = weekdayName(day, i18n.locale);
  const everyday = isEveryday(targets);
  return (
    <Modal opened={opened} onClose={onCancel} title={t`Copiar el horario del ${dayName}`} size="sm">
      <Stack gap="md">
        {needsHours ? (
          <Alert variant="light" color="yellow">
            <Trans>Elige la hora de apertura y la de cierre de este día antes de copiarlo.</Trans>
          </Alert>
        ) : null}
        <Stack gap="xs" role="group" aria-labelledby={groupLabel}>
          <Text id={groupLabel} size="sm" fw={500}>
            <Trans>Días que tendrán el mismo horario</Trans>
          </Text>
          <Checkbox
            label={<Trans>Todos los días</Trans>}
            checked={everyday}
            indeterminate={targets.length > 0 && !everyday}
            onChange={onEveryday}
          />
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
            {WEEKDAYS.map((weekday) => (
              <Checkbox
                key={weekday}
                label={weekdayTitle(weekday, i18n.locale)}
                checked={targets.includes(weekday)}
                onChange={() => onToggleDay(weekday)}
              />
            ))}
          </SimpleGrid>
        </Stack>
        {!canApply && !needsHours ? (
          <Text size="sm" c="dimmed">
            <Trans>Marca al menos otro día.</Trans>
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button onClick={onApply} disabled={!canApply}>
            <Trans>Copiar</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

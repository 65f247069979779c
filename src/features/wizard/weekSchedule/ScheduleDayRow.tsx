import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { memo, type ReactNode, useId, useMemo } from 'react';
import type { ScheduleDayEvent } from '../../../../machines/scheduleDay.machine.ts';
import { dialogAfterDraw } from '../../../ui/afterDraw.tsx';
import type { ScheduleDayActor } from './useWeekSchedule.ts';
import { timeChoiceLabels, weekdayTitle } from './weekdayNames.ts';

/** Its code (Mantine's Modal and its focus and scroll locks) comes after the step has drawn. */
const CopyDayDialog = dialogAfterDraw(() =>
  import('./CopyDayDialog.tsx').then((module) => module.CopyDayDialog),
);

/** SPEC §4 "Schedule day type": the three kinds of a day, each the event that chooses it. */
const KINDS = [
  { value: 'scheduled', label: msg`Con horario`, event: 'kind.scheduled' },
  { value: 'alwaysOpen', label: msg`24 horas`, event: 'kind.alwaysOpen' },
  { value: 'closed', label: msg`Cerrado`, event: 'kind.closed' },
] as const satisfies readonly {
  value: string;
  label: MessageDescriptor;
  event: ScheduleDayEvent['type'];
}[];
type Kind = (typeof KINDS)[number]['value'];

interface ScheduleDayRowProps {
  actor: ScheduleDayActor;
  /** The day's messages from the form: on the day itself (its kind), its opening and its closing time. */
  dayError?: ReactNode;
  openingError?: ReactNode;
  closingError?: ReactNode;
}

/**
 * One day of the week (SPEC §3 "schedule day"), a card under its name at every width: the kind (scheduled hours, 24
 * hours, closed), the opening and closing time when it has hours, and "copy to other days". The day's machine
 * (machines/scheduleDay.machine.ts) says which kind is chosen, what is kept and whether the copy can be made. A day
 * draws again only when its machine or its messages change, not when another day does.
 */
export const ScheduleDayRow = memo(function ScheduleDayRow({
  actor,
  dayError,
  openingError,
  closingError,
}: ScheduleDayRowProps) {
  const { t, i18n } = useLingui();
  const snapshot = useSelector(actor, (s) => s);
  const { day, setting, copyTargets } = snapshot.context;
  const kind: Kind = snapshot.matches({ kind: 'alwaysOpen' })
    ? 'alwaysOpen'
    : snapshot.matches({ kind: 'closed' })
      ? 'closed'
      : 'scheduled';
  const placeholder = t`Elige una hora`;
  const choices = useMemo(
    () => [{ value: '', label: placeholder, disabled: true }, ...timeChoiceLabels(i18n.locale)],
    [placeholder, i18n.locale],
  );

  const radioName = useId();
  return (
    <Fieldset legend={weekdayTitle(day, i18n.locale)} radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          {/* The browser's own radios: the same choice and keys as Mantine's, without its ~3.4 KiB (gzip) on a
              screen already near the wizard's budget (issue 30). */}
          <Group gap="md" role="radiogroup" aria-label={t`Tipo de horario`}>
            {KINDS.map((choice) => (
              <Group key={choice.value} component="label" gap={6} wrap="nowrap" style={{ cursor: 'pointer' }}>
                <input
                  type="radio"
                  name={radioName}
                  value={choice.value}
                  checked={kind === choice.value}
                  onChange={() => actor.send({ type: choice.event })}
                  style={{
                    accentColor: 'var(--mantine-primary-color-filled)',
                    margin: 0,
                    width: 18,
                    height: 18,
                  }}
                />
                <Text size="sm">{i18n._(choice.label)}</Text>
              </Group>
            ))}
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconCopy size={16} aria-hidden />}
            aria-haspopup="dialog"
            onClick={() => actor.send({ type: 'copy.open' })}
          >
            <Trans>Copiar a otros días</Trans>
          </Button>
        </Group>
        {kind === 'scheduled' ? (
          <SimpleGrid cols={2} spacing="sm" maw={{ sm: 420 }}>
            <NativeSelect
              label={t`Apertura`}
              required
              data={choices}
              value={setting.opening_time ?? ''}
              onChange={(event) => actor.send({ type: 'hours.opening', time: event.currentTarget.value })}
              error={openingError}
            />
            <NativeSelect
              label={t`Cierre`}
              required
              data={choices}
              value={setting.closing_time ?? ''}
              onChange={(event) => actor.send({ type: 'hours.closing', time: event.currentTarget.value })}
              error={closingError}
            />
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            {kind === 'closed' ? <Trans>Cerrado todo el día</Trans> : <Trans>Abierto las 24 horas</Trans>}
          </Text>
        )}
        {dayError ? (
          <Text size="sm" c="red.8" role="alert">
            {dayError}
          </Text>
        ) : null}
      </Stack>
      <CopyDayDialog
        opened={snapshot.matches({ copy: 'choosingDays' })}
        day={day}
        targets={copyTargets}
        needsHours={snapshot.matches({ kind: { scheduled: 'needsHours' } })}
        canApply={snapshot.can({ type: 'copy.apply' })}
        onToggleDay={(target) => actor.send({ type: 'copy.toggleDay', day: target })}
        onEveryday={() => actor.send({ type: 'copy.everyday' })}
        onApply={() => actor.send({ type: 'copy.apply' })}
        onCancel={() => actor.send({ type: 'copy.cancel' })}
      />
    </Fieldset>
  );
});

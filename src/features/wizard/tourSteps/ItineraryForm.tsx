import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Radio, Stack, Switch, Text } from '@mantine/core';
import { useActor } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type ItineraryEvent, itineraryMachine } from '../../../../machines/itinerary.machine.ts';
import {
  type DurationType,
  type Itinerary,
  type ItineraryProblem,
  isItineraryHours,
  MAX_ITINERARY_DAYS,
  MAX_ITINERARY_HOURS,
  MIN_MULTI_DAYS,
} from '../../../../machines/itineraryRules.ts';
import { dialogAfterDraw } from '../../../ui/afterDraw.tsx';
import { NumberInputAfterDraw } from '../../../ui/NumberInputAfterDraw.tsx';
import { stepMessages as m } from '../stepMessages.ts';
import { ItineraryDayBlock } from './ItineraryDayBlock.tsx';

/** Its code (Mantine's Modal and its focus and scroll locks) comes after the step has drawn. */
const DurationChangeDialog = dialogAfterDraw(() =>
  import('./DurationChangeDialog.tsx').then((module) => module.DurationChangeDialog),
);

/** What the itinerary step saves: the itinerary, and for a tour of some hours how many. */
export interface ItineraryValues extends Itinerary {
  time_duration: number | null;
}

const DURATIONS: readonly { value: DurationType; label: MessageDescriptor }[] = [
  { value: 0, label: msg`Por horas` },
  { value: 1, label: msg`Medio día` },
  { value: 2, label: msg`Día completo` },
  { value: 3, label: msg`Varios días` },
];

const PROBLEMS: Record<ItineraryProblem, MessageDescriptor> = {
  durationRequired: msg`Elige la duración del tour`,
  durationOutOfRange: msg`Un tour de varios días dura de ${MIN_MULTI_DAYS} a ${MAX_ITINERARY_DAYS} días`,
  dayCountMismatch: msg`Los días del itinerario no coinciden con la duración`,
  activityRequired: msg`Agrega al menos una actividad a cada día`,
  startTimeRequired: msg`Agrega al menos una hora de inicio a cada día`,
};

const isWithin = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

const hasEntries = (itinerary: Itinerary) =>
  itinerary.days.some((d) => d.activities.length > 0 || d.start_times_flexible.length > 0);

interface ItineraryEditorProps {
  formId: string;
  start: ItineraryValues | null;
  busy: boolean;
  /** A valid itinerary goes to the wizard to be saved; the promise ends when that save has ended. */
  onSave: (values: ItineraryValues) => Promise<void>;
  /** The itinerary as it stands, after each change. */
  onChange: (itinerary: ItineraryValues) => void;
  /** A submit found something missing: the page stays on the step to have it fixed. */
  onInvalid?: () => void;
}

/**
 * The itinerary step's form, driven by the `itinerary` machine (SPEC §4, §5): the duration type picks the
 * layout (changing it clears the itinerary, after asking), multi-day tours have one block per day, a flexible
 * schedule lists start times; the machine says what can be added and why a submit is incomplete.
 */
export function ItineraryEditor({ formId, start, busy, onSave, onChange, onInvalid }: ItineraryEditorProps) {
  const { t, i18n } = useLingui();
  const [hours, setHours] = useState<number | string>(start?.time_duration ?? '');
  const [dayCount, setDayCount] = useState<number | string>(start?.days.length ?? 1);
  // The day count says it is out of range once the provider has typed one, not when a multi-day tour starts.
  const [dayCountTyped, setDayCountTyped] = useState(false);
  const [pendingDuration, setPendingDuration] = useState<DurationType | null>(null);
  const hoursRef = useRef(hours);
  hoursRef.current = hours;
  const [logic] = useState(() =>
    itineraryMachine.provide({
      actors: {
        saveItinerary: fromPromise<unknown, Itinerary>(async ({ input }) =>
          onSave({ ...input, time_duration: timeDurationOf(input, hoursRef.current) }),
        ),
      },
    }),
  );
  const [snapshot, send, actor] = useActor(logic);
  const { context } = snapshot;
  const [loaded] = useState(() => {
    if (start?.duration_type != null) actor.send({ type: 'itinerary.load', itinerary: start });
    return true;
  });
  const locked = busy || snapshot.hasTag('busy');
  const layout = snapshot.value.layout;
  const hoursInvalid = layout === 'hours' && !(typeof hours === 'number' && isItineraryHours(hours));
  const [showHoursError, setShowHoursError] = useState(false);
  const can = (event: ItineraryEvent) => snapshot.can(event);

  const values: ItineraryValues = {
    duration_type: context.duration_type,
    flexible_schedules: context.flexible_schedules,
    days: context.days,
    time_duration: timeDurationOf(context, hours),
  };
  const serialized = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` stands for the values it was made of.
  useEffect(() => {
    if (loaded) onChange(values);
  }, [serialized, loaded]);

  const chooseDuration = (value: DurationType) => {
    if (value === context.duration_type) return;
    if (hasEntries(context)) setPendingDuration(value);
    else changeDuration(value);
  };
  const changeDuration = (value: DurationType) => {
    send({ type: 'duration.change', durationType: value });
    // The machine opens a multi-day tour on its fewest days; the count field says the same.
    setDayCount(value === 3 ? MIN_MULTI_DAYS : 1);
    setDayCountTyped(false);
    setHours('');
    setPendingDuration(null);
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShowHoursError(hoursInvalid);
        if (!hoursInvalid) send({ type: 'itinerary.submit' });
        if (hoursInvalid || actor.getSnapshot().matches({ submission: 'incomplete' })) onInvalid?.();
      }}
    >
      <Stack gap="lg">
        <Radio.Group
          label={t`Duración del tour`}
          value={context.duration_type === null ? null : String(context.duration_type)}
          onChange={(value) => chooseDuration(Number(value) as DurationType)}
          withAsterisk
        >
          <Group gap="md" mt="xs">
            {DURATIONS.map((d) => (
              <Radio key={d.value} value={String(d.value)} label={i18n._(d.label)} disabled={locked} />
            ))}
          </Group>
        </Radio.Group>
        {layout === 'hours' ? (
          <NumberInputAfterDraw
            label={t`Cantidad de horas`}
            min={0.5}
            step={0.5}
            max={MAX_ITINERARY_HOURS}
            clampBehavior="none"
            decimalScale={2}
            decimalSeparator={i18n.locale === 'es' ? ',' : '.'}
            value={hours}
            onChange={setHours}
            disabled={locked}
            maw={220}
            withAsterisk
            error={showHoursError && hoursInvalid ? i18n._(hours === '' ? m.required : m.outOfRange) : null}
            description={t`Hasta ${MAX_ITINERARY_HOURS} horas`}
          />
        ) : null}
        {layout === 'multiDay' ? (
          <NumberInputAfterDraw
            label={t`Cantidad de días`}
            min={MIN_MULTI_DAYS}
            max={MAX_ITINERARY_DAYS}
            clampBehavior="none"
            allowDecimal={false}
            value={dayCount}
            onChange={(count) => {
              setDayCount(count);
              setDayCountTyped(true);
              if (typeof count === 'number') send({ type: 'days.count', count });
            }}
            disabled={locked}
            maw={220}
            description={t`De ${MIN_MULTI_DAYS} a ${MAX_ITINERARY_DAYS} días`}
            error={
              dayCountTyped && !isWithin(Number(dayCount), MIN_MULTI_DAYS, MAX_ITINERARY_DAYS)
                ? i18n._(dayCount === '' ? m.required : m.outOfRange)
                : null
            }
          />
        ) : null}
        {layout !== 'unchosen' ? (
          <>
            <Switch
              label={t`Horario flexible`}
              description={t`El viajero elige entre varias horas de inicio`}
              checked={context.flexible_schedules}
              onChange={(event) =>
                send({ type: event.currentTarget.checked ? 'schedule.flexible' : 'schedule.fixed' })
              }
              disabled={locked}
            />
            {context.days.map((day) => (
              <ItineraryDayBlock
                key={day.no_day}
                day={day}
                titled={layout === 'multiDay'}
                flexible={context.flexible_schedules}
                locked={locked}
                send={send}
                can={can}
              />
            ))}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Elige la duración para armar el itinerario.</Trans>
          </Text>
        )}
        {context.problem ? (
          <Alert color="red" variant="light" role="alert">
            {i18n._(PROBLEMS[context.problem])}
          </Alert>
        ) : null}
      </Stack>
      <DurationChangeDialog
        opened={pendingDuration !== null}
        onCancel={() => setPendingDuration(null)}
        onConfirm={() => pendingDuration !== null && changeDuration(pendingDuration)}
      />
    </form>
  );
}

/** Hours for a tour of some hours, the day count for a multi-day one, nothing for half or all day. */
function timeDurationOf(itinerary: Itinerary, hours: number | string): number | null {
  if (itinerary.duration_type === 0) return typeof hours === 'number' ? hours : null;
  if (itinerary.duration_type === 3) return itinerary.days.length;
  return null;
}

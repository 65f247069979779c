import { Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { StepFormProps } from '../stepDefinition.ts';
import { DraftRecoveryNotice, useStepDraft } from '../stepDraft.tsx';
import { ItineraryEditor, type ItineraryValues } from './ItineraryForm.tsx';

/** The stored itinerary until the first save: no duration, fixed schedule, no days. */
const NOTHING_CHOSEN: ItineraryValues = {
  duration_type: null,
  time_duration: null,
  flexible_schedules: false,
  days: [],
};

/**
 * The itinerary in one shape whoever wrote it (the server, the machine, a draft), so that comparing two of
 * them compares what they say. Before a duration is chosen only the duration selector shows: that is the
 * stored "nothing chosen", whatever day block the machine opens with.
 */
function canonical(values: ItineraryValues | null): ItineraryValues {
  if (values?.duration_type == null) return NOTHING_CHOSEN;
  return {
    duration_type: values.duration_type,
    time_duration: values.time_duration ?? null,
    flexible_schedules: values.flexible_schedules,
    days: values.days.map((day) => ({
      no_day: day.no_day,
      activities: day.activities.map(({ description, start_time, number }) => ({
        description,
        start_time,
        number,
      })),
      start_times_flexible: [...day.start_times_flexible],
    })),
  };
}

/**
 * The itinerary step as the wizard shows it. The itinerary machine hands a valid itinerary on and locks
 * the form while the wizard saves it; once that save has ended (refused, or saved and the provider keeps
 * editing) a fresh run of the machine opens on what was typed, so nothing is lost and it can be sent again.
 * What was built and not saved is kept in the browser like every step's input (`useStepDraft`); recovering it
 * opens a fresh run of the machine on it, as the stored itinerary is opened.
 */
export function ItineraryStepForm({
  formId,
  data,
  busy,
  onSubmit,
}: StepFormProps<ItineraryValues, ItineraryValues>) {
  const [run, setRun] = useState({ key: 0, start: data });
  const [current, setCurrent] = useState(() => canonical(data));
  const latest = useRef(data);
  const settle = useRef<(() => void) | null>(null);
  const wasBusy = useRef(busy);
  const draft = useStepDraft<ItineraryValues>({
    getValues: () => current,
    getInitialValues: () => canonical(data),
    setValues: (values) => {
      const recovered = canonical({ ...current, ...values });
      setCurrent(recovered);
      setRun((previous) => ({ key: previous.key + 1, start: recovered }));
    },
  });

  useEffect(() => {
    if (wasBusy.current && !busy && settle.current) {
      settle.current();
      settle.current = null;
      setRun((previous) => ({ key: previous.key + 1, start: latest.current }));
    }
    wasBusy.current = busy;
  }, [busy]);

  return (
    <Stack gap="lg">
      {draft.offer ? (
        <DraftRecoveryNotice draft={draft.offer} onRecover={draft.recover} onDiscard={draft.discard} />
      ) : null}
      <ItineraryEditor
        key={run.key}
        formId={formId}
        start={run.start}
        busy={busy}
        onInvalid={draft.onInvalid}
        onChange={(values) => {
          latest.current = values;
          setCurrent(canonical(values));
        }}
        onSave={(values) =>
          new Promise<void>((resolve) => {
            settle.current = resolve;
            onSubmit(values);
          })
        }
      />
    </Stack>
  );
}

import { useContext, useEffect, useRef, useState } from 'react';
import type { StepFormProps } from '../stepDefinition.ts';
import { StepDraftContext } from '../stepDraft.tsx';
import { ItineraryEditor, type ItineraryValues } from './ItineraryForm.tsx';

/**
 * The itinerary step as the wizard shows it. The itinerary machine hands a valid itinerary on and locks
 * the form while the wizard saves it; once that save has ended (refused, or saved and the provider keeps
 * editing) a fresh run of the machine opens on what was typed, so nothing is lost and it can be sent again.
 */
export function ItineraryStepForm({
  formId,
  data,
  busy,
  onSubmit,
}: StepFormProps<ItineraryValues, ItineraryValues>) {
  const binding = useContext(StepDraftContext);
  const [run, setRun] = useState({ key: 0, start: data });
  const latest = useRef(data);
  const settle = useRef<(() => void) | null>(null);
  const wasBusy = useRef(busy);

  useEffect(() => {
    if (wasBusy.current && !busy && settle.current) {
      settle.current();
      settle.current = null;
      setRun((previous) => ({ key: previous.key + 1, start: latest.current }));
    }
    wasBusy.current = busy;
  }, [busy]);

  const stored = JSON.stringify(data ?? null);
  return (
    <ItineraryEditor
      key={run.key}
      formId={formId}
      start={run.start}
      busy={busy}
      onChange={(values) => {
        latest.current = values;
        const empty = data === null && values.duration_type === null;
        binding?.onChange(!empty && JSON.stringify(values) !== stored);
      }}
      onSave={(values) =>
        new Promise<void>((resolve) => {
          settle.current = resolve;
          onSubmit(values);
        })
      }
    />
  );
}

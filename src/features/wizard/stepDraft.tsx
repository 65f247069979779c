import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { createContext, useContext, useEffect, useState } from 'react';
import {
  readWizardDraft,
  removeWizardDraft,
  type WizardDraft,
  writeWizardDraft,
} from '../../api/wizardDrafts.ts';

/** What the wizard page tells the step form it wraps about keeping its changes. */
export interface StepDraftBinding {
  /** The step's draft in the browser (`wizardDraftKey`); null keeps nothing. */
  storageKey: string | null;
  /** The form now holds changes that are not saved (true) or holds what is stored (false). */
  onChange: (unsaved: boolean) => void;
  /** A submit found invalid values: the page stays on the step to have them fixed. */
  onInvalid: () => void;
}

export const StepDraftContext = createContext<StepDraftBinding | null>(null);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a step's draft is kept from: a Mantine form (`StepFormShell`), or a step that holds its values another
 * way (the itinerary, in its machine) and answers them in the same shape.
 */
export interface DraftSource<Values> {
  /** The values on screen now. */
  getValues: () => Values;
  /** The values as stored, which need no draft. */
  getInitialValues: () => Values;
  /** Puts recovered values back on screen. */
  setValues: (values: Partial<Values>) => void;
}

/**
 * Keeps a step form's unsaved values in the browser as they change and tells the page whether there
 * are any; a draft left by an earlier visit (a reload, a crash) is offered back first, and nothing is
 * written over it until the provider recovers or discards it.
 */
export function useStepDraft<Values>(form: DraftSource<Values>) {
  const binding = useContext(StepDraftContext);
  const key = binding?.storageKey ?? null;
  const [offer, setOffer] = useState<WizardDraft | null>(() => {
    const draft = readWizardDraft(key);
    if (draft && same(draft.values, form.getValues())) removeWizardDraft(key);
    return draft && !same(draft.values, form.getValues()) ? draft : null;
  });
  const values = form.getValues();
  const serialized = JSON.stringify(values);
  const unsaved = serialized !== JSON.stringify(form.getInitialValues());
  const onChange = binding?.onChange;

  useEffect(() => {
    onChange?.(unsaved);
  }, [onChange, unsaved]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` stands for the values it was made of.
  useEffect(() => {
    if (offer) return;
    if (unsaved) writeWizardDraft(key, values);
    else removeWizardDraft(key);
  }, [key, offer, serialized, unsaved]);

  return {
    offer,
    recover() {
      if (offer) form.setValues(offer.values as Partial<Values>);
      setOffer(null);
    },
    discard() {
      removeWizardDraft(key);
      setOffer(null);
    },
    onInvalid: binding?.onInvalid,
  };
}

interface DraftRecoveryNoticeProps {
  draft: WizardDraft;
  onRecover: () => void;
  onDiscard: () => void;
}

/** Offers back what was typed on this step and never saved. */
export function DraftRecoveryNotice({ draft, onRecover, onDiscard }: DraftRecoveryNoticeProps) {
  const { i18n } = useLingui();
  const time = i18n.date(draft.savedAt, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconHistory size={18} />}
      title={<Trans>Recuperar lo que escribiste</Trans>}
    >
      <Text size="sm">
        <Trans>Este paso tiene cambios sin guardar del {time}. ¿Quieres recuperarlos o descartarlos?</Trans>
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={onRecover}>
          <Trans>Recuperar</Trans>
        </Button>
        <Button size="xs" variant="default" onClick={onDiscard}>
          <Trans>Descartar</Trans>
        </Button>
      </Group>
    </Alert>
  );
}

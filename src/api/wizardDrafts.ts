import { getSession } from './session.ts';

/** Where a wizard step's draft belongs: the step of one product (or of a new one), and its room. */
export interface DraftPlace {
  wizard: string;
  step: string;
  id: string | null;
  idRoom: string | null;
}

/** What the browser keeps of a step that was changed and not saved. */
export interface WizardDraft {
  values: unknown;
  /** When it was last written (ISO time). */
  savedAt: string;
}

const PREFIX = 'portal.draft.';

/**
 * The storage key of a step's draft, by the signed-in user first, so one account never sees another's
 * drafts on a shared browser; null when nobody is signed in (nothing is kept then).
 */
export function wizardDraftKey({ wizard, step, id, idRoom }: DraftPlace): string | null {
  const userId = getSession()?.user._id;
  if (!userId) return null;
  return `${PREFIX}${[userId, wizard, id ?? 'new', step, idRoom].filter(Boolean).join('.')}`;
}

export function readWizardDraft(key: string | null): WizardDraft | null {
  if (!key) return null;
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const draft = raw ? (JSON.parse(raw) as Partial<WizardDraft>) : null;
    return draft && 'values' in draft && typeof draft.savedAt === 'string' ? (draft as WizardDraft) : null;
  } catch {
    return null;
  }
}

/** Keeps the values; a full or refused storage only loses the draft, never the form. */
export function writeWizardDraft(key: string | null, values: unknown) {
  if (!key) return;
  try {
    const draft: WizardDraft = { values, savedAt: new Date().toISOString() };
    globalThis.localStorage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the form still holds what was typed.
  }
}

export function removeWizardDraft(key: string | null) {
  if (key) globalThis.localStorage?.removeItem(key);
}

/** Signing out forgets every draft kept in this browser, whoever wrote it. */
export function clearWizardDrafts() {
  const storage = globalThis.localStorage;
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) storage.removeItem(key);
}

import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { HELP_ROOT } from '../../api/helpQueries.ts';

export type FaqEntry = components['schemas']['FaqEntry'];
export type FaqInput = components['schemas']['FaqInput'];
export type FaqCategory = components['schemas']['FaqCategory'];
export type HelpContentEntry = components['schemas']['HelpContentEntry'];
export type HelpContentInput = components['schemas']['HelpContentInput'];
export type HelpContentUpdate = components['schemas']['HelpContentUpdate'];
export type ContentLanguage = FaqEntry['language'];

export const CONTENT_LANGUAGES: readonly ContentLanguage[] = ['es', 'en'];

/** The FAQ's categories, in the order the editor offers them (the contract's enum). */
export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  'commission',
  'payouts',
  'review',
  'penalties',
  'cancellations',
  'promotions',
  'help',
  'qr',
  'account',
];

/**
 * The operator's lists live under the help root: a change invalidates the root, so the lists, the public FAQ and the
 * wizard's step help of this tab are read again at once.
 */
const EDITOR_KEY = [...HELP_ROOT, 'editor'] as const;

/** Every frequent question of a language, by order (listAllFaqProviders, operator only). */
export const faqEntriesQuery = (language: ContentLanguage) =>
  queryOptions({
    queryKey: [...EDITOR_KEY, 'faq', language],
    queryFn: async (): Promise<FaqEntry[]> =>
      unwrap(await api.GET('/api/faq-providers/all', { params: { query: { language } } })),
  });

/** Every help text of the wizards' steps, both languages (listHelpContents, operator only). */
export const helpContentsQuery = () =>
  queryOptions({
    queryKey: [...EDITOR_KEY, 'texts'],
    queryFn: async (): Promise<HelpContentEntry[]> => unwrap(await api.GET('/api/help-contents', {})),
  });

/** Writes a new question (id null) or changes one; the answer is the question as stored. */
export async function saveFaqEntry(id: string | null, body: FaqInput): Promise<FaqEntry> {
  if (id === null) return unwrap(await api.POST('/api/faq-providers', { body }));
  return unwrap(await api.PUT('/api/faq-providers/{id}', { params: { path: { id } }, body }));
}

export async function deleteFaqEntry(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/faq-providers/{id}', { params: { path: { id } } }));
}

export async function createHelpText(body: HelpContentInput): Promise<HelpContentEntry> {
  return unwrap(await api.POST('/api/help-contents', { body }));
}

export async function updateHelpText(id: string, body: HelpContentUpdate): Promise<HelpContentEntry> {
  return unwrap(await api.PUT('/api/help-contents/{id}', { params: { path: { id } }, body }));
}

export async function deleteHelpText(id: string): Promise<void> {
  unwrap(await api.DELETE('/api/help-contents/{id}', { params: { path: { id } } }));
}

/** The step's generic Spanish text is every other text's fallback: the server keeps it (409), the list offers no delete. */
export const isLastFallback = (text: Pick<HelpContentEntry, 'typeProduct' | 'language'>) =>
  text.typeProduct === 0 && text.language === 'es';

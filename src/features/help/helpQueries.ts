import { queryOptions } from '@tanstack/react-query';
import type { MeetingValues } from '../../../machines/meetingRequest.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { ApiFailure, unwrap } from '../../api/errors.ts';
import { HELP_ROOT, type HelpPlace } from '../../api/helpQueries.ts';
import type { Language } from '../../i18n/i18n.ts';

export type HelpRequest = components['schemas']['HelpRequest'];
export type MeetingRequest = components['schemas']['MeetingRequest'];
export type FaqItem = components['schemas']['FaqItem'];
export type HelpContent = components['schemas']['HelpContent'];

/** SPEC §7 GET /api/faq-providers: the questions of one language. */
export const faqQuery = (language: Language) =>
  queryOptions({
    queryKey: [...HELP_ROOT, 'faq', language],
    queryFn: async () =>
      unwrap(await api.GET('/api/faq-providers', { params: { query: { language_code: language } } })),
  });

/**
 * A step's contextual help; null when there is none for it (404). Stale like any other query, not kept for the tab's
 * life: the operator may change the text at any time (the content screen, issue 31).
 */
export const helpContentQuery = (place: HelpPlace, language: Language) =>
  queryOptions({
    queryKey: [...HELP_ROOT, 'content', place.typeProduct, place.step, language],
    queryFn: async (): Promise<HelpContent | null> => {
      try {
        return unwrap(
          await api.GET('/api/help-content', {
            params: { query: { typeProduct: place.typeProduct, step: place.step, language_code: language } },
          }),
        );
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 404) return null;
        throw error;
      }
    },
  });

export async function sendHelpMessage(body: components['schemas']['HelpRequestInput']) {
  return unwrap(await api.POST('/api/help-providers', { body }));
}

export async function requestMeeting(values: MeetingValues, captcha: string) {
  return unwrap(
    await api.POST('/api/paid-contacts', { body: { ...values, typeContact: 'assistance', captcha } }),
  );
}

export async function markHelpRequestSeen(id: string) {
  return unwrap(await api.PUT('/api/support/help-requests/{id}/seen', { params: { path: { id } } }));
}

export async function markMeetingRequestSeen(id: string) {
  return unwrap(await api.PUT('/api/support/paid-contacts/{id}/seen', { params: { path: { id } } }));
}

export async function answerHelpRequest(id: string, answer: string) {
  return unwrap(
    await api.POST('/api/support/help-requests/{id}/answer', { params: { path: { id } }, body: { answer } }),
  );
}

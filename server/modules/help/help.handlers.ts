import { randomUUID } from 'node:crypto';
import { requireCaptcha } from '../../auth/captcha.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { faqOf } from './faq.ts';
import { allFaq, checkedFaq, createFaq, deleteFaq, updateFaq } from './faqEditing.ts';
import { helpContentOf } from './helpContent.ts';
import {
  allHelpContents,
  checkedHelpContent,
  checkedHelpText,
  createHelpContent,
  deleteHelpContent,
  updateHelpContent,
} from './helpContentEditing.ts';
import { checkedHelpRequest, createHelpRequest } from './helpRequests.ts';
import { checkedJoinRequest, createJoinRequest, markJoinRequestSeen } from './joinRequests.ts';
import { checkedMeeting, createMeetingRequest } from './meetingRequests.ts';
import {
  answerHelpRequest,
  markHelpRequestSeen,
  markMeetingRequestSeen,
  supportInbox,
} from './supportInbox.ts';
import { createTransportRequest } from './transportRequests.ts';

/**
 * Help (issue 15): help messages, meeting requests, contextual help, the FAQ and the operator's inbox; the landings'
 * requests to join and the operator's writing of the FAQ and the steps' help (issue 31). Who may call each is in
 * server/http/operationRoles.ts (the inbox and the writing: the operator only).
 */
export function helpHandlers({ db, captcha, mailer, limits, realtime, companyDomain }: Deps) {
  return {
    /** The fields, then the limit (only a message that would be stored counts), then the message. */
    async createHelpRequest(request, reply) {
      const caller = callerOf(request);
      const { sub } = caller;
      const values = checkedHelpRequest(caller, request.body);
      await limits.take('helpMessagesPerProvider', sub);
      // A transport contact request (issue 30) is also copied into the provider's conversation with support.
      const created =
        values.product_type !== null
          ? await createTransportRequest(db, realtime, sub, values, companyDomain)
          : await createHelpRequest(db, sub, values);
      reply.code(201);
      return created;
    },

    /**
     * The captcha first (401 whatever else is wrong), then the form's fields, then the limit (only a request
     * that would be stored counts).
     */
    async createMeetingRequest(request, reply) {
      const caller = callerOf(request);
      await requireCaptcha(captcha, request.body.captcha, request.ip);
      const values = checkedMeeting(request.body);
      await limits.take('meetingRequestsPerProvider', caller.sub);
      const created = await createMeetingRequest(db, caller.sub, values, request.body.typeContact);
      reply.code(201);
      return created;
    },

    /**
     * Public (the landings' contact dialog): the captcha first (401 whatever else is wrong), then the fields, then
     * the limit per address (only a request that would be stored counts).
     */
    async createJoinRequest(request, reply) {
      await requireCaptcha(captcha, request.body.captcha, request.ip);
      const values = checkedJoinRequest(request.body);
      await limits.take('joinRequestsPerAddress', request.ip);
      const created = await createJoinRequest(db, values);
      reply.code(201);
      return created;
    },

    async getHelpContent(request) {
      const { typeProduct, step, language_code } = request.query;
      return helpContentOf(db, typeProduct, step, language_code ?? 'es');
    },

    async listFaqProviders(request) {
      return faqOf(db, request.query?.language_code ?? 'es');
    },

    async listAllFaqProviders(request) {
      return allFaq(db, request.query?.language);
    },

    async createFaqProvider(request, reply) {
      const created = await createFaq(db, randomUUID(), checkedFaq(request.body));
      reply.code(201);
      return created;
    },

    async updateFaqProvider(request) {
      return updateFaq(db, request.params.id, checkedFaq(request.body));
    },

    async deleteFaqProvider(request, reply) {
      await deleteFaq(db, request.params.id);
      return reply.code(204).send() as never;
    },

    async listHelpContents() {
      return allHelpContents(db);
    },

    async createHelpContent(request, reply) {
      const created = await createHelpContent(db, checkedHelpContent(request.body));
      reply.code(201);
      return created;
    },

    async updateHelpContent(request) {
      return updateHelpContent(db, request.params.id, checkedHelpText(request.body));
    },

    async deleteHelpContent(request, reply) {
      await deleteHelpContent(db, request.params.id);
      return reply.code(204).send() as never;
    },

    async listSupportRequests(request) {
      return supportInbox(db, { kind: request.query?.kind, seen: request.query?.seen });
    },

    async markHelpRequestSeen(request) {
      return markHelpRequestSeen(db, request.params.id);
    },

    async markMeetingRequestSeen(request) {
      return markMeetingRequestSeen(db, request.params.id);
    },

    async markJoinRequestSeen(request) {
      return markJoinRequestSeen(db, request.params.id);
    },

    async answerHelpRequest(request) {
      const answer = request.body.answer.trim();
      if (!answer) throw new ApiError(400, 'invalid_request', 'answer is required', 'answer');
      return answerHelpRequest(db, mailer, request.params.id, answer);
    },
  } satisfies PartialHandlerTable;
}

import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { linkOrigin } from '../../http/linkOrigin.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { promotionCodeOf } from '../dashboard/promotionCodes.ts';
import { qrDataUrl, qrPng } from './qrImage.ts';
import { qrPdf, qrPdfFileName } from './qrPdf.ts';
import { landingOf, referrerOf, scanUrlOf } from './referralCodes.ts';
import { storeReferralEvent } from './referralEvents.ts';
import { referralFigures } from './referralFigures.ts';
import { countScan } from './referralScans.ts';
import { isPartner, referralStatsOf } from './referralStats.ts';

/** The contract's default span of the monthly series: a year. */
const DEFAULT_MONTHS = 12;

/**
 * My QR (issue 31; SPEC §1, §9): everyone signed in has a referral code, its QR code (on screen and as a printable
 * PDF) and what it brought; the code's scan address counts scans and sends the visitor on; the marketplace
 * reports the visits and inquiries of visitors who came with a code.
 */
export function referralHandlers(deps: Deps) {
  const { db, config, limits } = deps;

  /** The caller's code and the address its QR code holds, on the address the portal is reached at. */
  const codeOf = async (request: FastifyRequest) => {
    const code = await promotionCodeOf(db, callerOf(request).sub);
    return { code, url: scanUrlOf(linkOrigin(config, request), code) };
  };

  return {
    async getReferralQr(request) {
      const { code, url } = await codeOf(request);
      return { promotion_code: code, url, png: await qrDataUrl(url) };
    },

    async getReferralQrPdf(request, reply) {
      const language = request.query.language_code ?? 'es';
      const { code, url } = await codeOf(request);
      const pdf = await qrPdf(await qrPng(url), code, url, language);
      // The body is a PDF, not the JSON the operation types describe: sent as is.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${qrPdfFileName(code, language)}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf)) as never;
    },

    async getReferralStats(request) {
      const caller = callerOf(request);
      const code = await promotionCodeOf(db, caller.sub);
      const figures = await referralFigures(db, caller.sub, code, request.query.months ?? DEFAULT_MONTHS);
      return referralStatsOf(code, figures, isPartner(caller.roles));
    },

    /** Public: a printed QR never shows an error, so an unknown code is sent home too, counting nothing. */
    async scanReferralCode(request, reply) {
      const { code } = request.params;
      const { known } = await countScan(db, limits, code, request.ip);
      return reply
        .code(302)
        .header('location', landingOf(known ? code : undefined))
        .header('cache-control', 'no-store')
        .send() as never;
    },

    async recordReferralEvent(request, reply) {
      // Only the marketplace (the operator) reports: server/http/operationRoles.ts.
      await limits.take('marketplaceEventsPerCaller', callerOf(request).sub);
      const event = request.body;
      await storeReferralEvent(db, await referrerOf(db, event.promotion_code), event.type);
      reply.code(201);
      return { type: event.type, promotion_code: event.promotion_code };
    },
  } satisfies PartialHandlerTable;
}

import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per answered request (Fastify's default writes two, "incoming request" and "request
 * completed", with whole request and reply objects): method, path without secrets, status, time, address.
 * At `info`, so only LOG_LEVEL=info shows them.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: withoutSecrets(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/**
 * Verification and reset links carry their secret in the query, a calendar export link in its path
 * (`/api/ical/{token}.ics`): neither reaches the log.
 */
export function withoutSecrets(url: string): string {
  return url
    .replace(/([?&](?:secret|token|x-token)=)[^&#]*/gi, '$1[redacted]')
    .replace(/^(\/api\/ical\/)[^?#]*/i, '$1[redacted]');
}

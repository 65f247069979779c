import { ECDH } from 'node:crypto';
import { ApiError } from '../../errors.ts';

/**
 * The push services browsers subscribe with (Chrome and Edge through FCM, Firefox through Mozilla's autopush,
 * Safari through Apple's, legacy Edge through WNS). The server POSTs to a subscription's endpoint, which the client
 * chose: any other host would let a caller make the server send requests inside its network (SSRF).
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)+push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)+push\.apple\.com$/,
  /^([a-z0-9-]+\.)+notify\.windows\.com$/,
];

export const ENDPOINT_REFUSED = 'Este dispositivo usa un servicio de notificaciones que el portal no admite';
export const KEYS_INVALID = 'Las claves de la suscripción no son válidas';

/**
 * Whether the server may send to `endpoint`: https on a known push service's host (default port), or an origin
 * PUSH_ENDPOINT_ORIGINS lists. No credentials in the address.
 */
export function isAllowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  );
}

/** Throws 400 unless the endpoint is allowed and the keys are a P-256 point and a 16-byte secret. */
export function checkSubscription(
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  extraOrigins: readonly string[],
): void {
  if (!isAllowedEndpoint(subscription.endpoint, extraOrigins)) {
    throw new ApiError(400, 'push_endpoint_refused', ENDPOINT_REFUSED, 'endpoint');
  }
  const point = Buffer.from(subscription.keys.p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04 || !isCurvePoint(point)) {
    throw new ApiError(400, 'invalid_push_keys', KEYS_INVALID, 'keys.p256dh');
  }
  if (Buffer.from(subscription.keys.auth, 'base64url').length !== 16) {
    throw new ApiError(400, 'invalid_push_keys', KEYS_INVALID, 'keys.auth');
  }
}

/** Whether the 65 bytes are a point of P-256 (the encryption of every push would fail on any other). */
function isCurvePoint(point: Buffer): boolean {
  try {
    ECDH.convertKey(point, 'prime256v1', undefined, undefined, 'compressed');
    return true;
  } catch {
    return false;
  }
}

import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where an imported feed may be fetched from (SSRF): http(s) only, and only hosts whose every address is a public
 * one. A feed URL is chosen by a provider and fetched by the server, so without this a provider could read the
 * server's own network (a database port, a cloud metadata service at 169.254.169.254) through "sync now".
 */

/** A feed address that is not allowed, in words safe to show the provider. */
export class FeedAddressError extends Error {}

/** A checked destination: connect to `address` (never resolve the host again, so DNS cannot swap it). */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

const DNS_TIMEOUT_MS = 5_000;

const NEVER_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT, shared address space
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const NEVER_V6: [string, number][] = [
  ['::', 96], // unspecified and the old IPv4-compatible form
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
];

const never = new BlockList();
for (const [net, prefix] of NEVER_V4) never.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of NEVER_V6) never.addSubnet(net, prefix, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv6 one carries (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16). */
function embeddedIpv4(address: string): string | undefined {
  const groups = expandIpv6(address);
  if (!groups) return undefined;
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zeros = (from: number, to: number) => groups.slice(from, to).every((g) => g === 0);
  if (zeros(0, 5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return v4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!);
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included), or undefined. */
function expandIpv6(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0]!;
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  const groups = [...left, ...new Array<number>(missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/** Whether the server may connect to this IP address (loopback only when the setting allows it). */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner) return isAllowedAddress(inner, allowLoopback);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(address, type)) return allowLoopback;
  return !never.check(address, type);
}

/** The URL of a feed as typed: http or https, with a host; anything else is refused. */
export function parseFeedUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new FeedAddressError('The address is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedAddressError('Only http and https addresses can be imported');
  if (!url.hostname) throw new FeedAddressError('The address has no host');
  return url;
}

/**
 * Resolves the URL's host and checks every address it has (a host with one private address among public ones
 * is refused: which one a client picks is not ours to know). Answers the address to connect to.
 */
export async function checkFeedTarget(url: URL, allowLoopback: boolean): Promise<CheckedTarget> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (addresses.length === 0) throw new FeedAddressError('The host was not found');
  if (!addresses.every((a) => isAllowedAddress(a.address, allowLoopback)))
    throw new FeedAddressError('The address is in a private or reserved network');
  // IPv4 first: a server without an IPv6 route would fail a feed a browser reaches.
  const first = addresses.find((a) => a.family === 4) ?? addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

async function resolve(host: string): Promise<{ address: string; family: number }[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new FeedAddressError('The host name did not resolve in time')),
      DNS_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
  } catch (error) {
    if (error instanceof FeedAddressError) throw error;
    throw new FeedAddressError('The host was not found');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An MP4 video judged by its structure (ISO/IEC 14496-12): a run of boxes, each `size` then a four-letter
 * `type`, that opens with `ftyp` naming an MP4 brand, holds the `moov` box and ends exactly where the
 * file ends. Videos are stored as they came (no re-encoding), so bytes after the last box, an HTML page
 * for instance, are what this refuses.
 */

/** Brands of MP4 proper (ISO base media, MPEG-4, AVC, DASH); QuickTime's `qt  ` and 3GPP are not taken. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
  'MSNV',
]);

const isPrintable = (byte: number) => byte >= 0x20 && byte <= 0x7e;

/** Whether the first bytes claim to be an MP4 (an `ftyp` box first): enough to pick the error answered. */
export const claimsMp4 = (bytes: Uint8Array): boolean =>
  bytes.length >= 8 && String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp';

function hasMp4Brand(bytes: Uint8Array, start: number, end: number): boolean {
  // Major brand, minor version, then compatible brands: all four bytes wide.
  if (end - start < 8 || (end - start) % 4 !== 0) return false;
  const brandAt = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (MP4_BRANDS.has(brandAt(start))) return true;
  for (let at = start + 8; at < end; at += 4) if (MP4_BRANDS.has(brandAt(at))) return true;
  return false;
}

export function isMp4(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  let hasMovie = false;
  while (at < bytes.length) {
    if (bytes.length - at < 8) return false;
    const type = bytes.subarray(at + 4, at + 8);
    if (!type.every(isPrintable)) return false;
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      // A 64-bit size follows the type.
      if (bytes.length - at < 16) return false;
      const large = view.getBigUint64(at + 8);
      if (large > BigInt(bytes.length - at)) return false;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // The last box may run to the end of the file.
      size = bytes.length - at;
    }
    if (size < header || size > bytes.length - at) return false;
    const name = String.fromCharCode(...type);
    if (at === 0 && (name !== 'ftyp' || !hasMp4Brand(bytes, at + header, at + size))) return false;
    if (name === 'moov') hasMovie = true;
    at += size;
  }
  return hasMovie;
}

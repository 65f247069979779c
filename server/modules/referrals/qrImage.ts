import QRCode from 'qrcode';

/** 100 mm at 300 dpi (SPEC §9 "QR PDF A4 at 300 dpi, image 100 mm"): the image shown, downloaded and printed. */
export const QR_PIXELS = 1181;

/**
 * Drawing a 1181 px QR code takes the server's thread some 100 ms, and a person's code never changes: the last
 * images drawn are kept by address, so a screen opened again or a PDF after the screen costs nothing.
 */
const KEPT = 256;
const drawn = new Map<string, Promise<Buffer>>();

/** The PNG of the QR code of `url`: a 4-module quiet zone, medium error correction (a print survives a smudge). */
export function qrPng(url: string): Promise<Buffer> {
  const known = drawn.get(url);
  if (known) return known;
  const image = QRCode.toBuffer(url, { type: 'png', width: QR_PIXELS, margin: 4, errorCorrectionLevel: 'M' });
  drawn.set(url, image);
  image.catch(() => drawn.delete(url));
  if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value as string);
  return image;
}

/** The QR code of `url` as the contract's `data:image/png;base64,` address. */
export async function qrDataUrl(url: string): Promise<string> {
  return `data:image/png;base64,${(await qrPng(url)).toString('base64')}`;
}

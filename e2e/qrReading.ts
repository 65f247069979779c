import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFArray, type PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import { PNG } from 'pngjs';

/**
 * Reading My QR's files back as a phone and a printer would (issue 31), for the server's tests and the browser's:
 * the text a QR image holds, and where a PDF page paints its image.
 */

/** The text a QR code PNG holds, read from its pixels as a phone's camera would (jsQR), or null. */
export function decodeQrPng(bytes: Uint8Array): string | null {
  const png = PNG.sync.read(Buffer.from(bytes));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** One point is 1/72 inch: millimetres of a PDF length. */
export const pointsToMm = (points: number): number => (points / 72) * 25.4;

/** The first page's content stream operators, inflated when compressed. */
export function pageContent(doc: PDFDocument): string {
  const contents = doc.getPage(0).node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref as PDFRef))
      : [contents];
  return streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error('the page has no content stream');
      const filter = stream.dict.get(PDFName.of('Filter'));
      const bytes = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : stream.contents;
      return Buffer.from(bytes).toString('latin1');
    })
    .join('\n');
}

type Matrix = [number, number, number, number, number, number];

/** `m` then `n`, as PDF concatenates a `cm` onto the current matrix. */
const times = ([a, b, c, d, e, f]: Matrix, [g, h, i, j, k, l]: Matrix): Matrix => [
  a * g + b * i,
  a * h + b * j,
  c * g + d * i,
  c * h + d * j,
  e * g + f * i + k,
  e * h + f * j + l,
];

export interface ImagePlacement {
  width: number;
  height: number;
  x: number;
  y: number;
  /** Whether the image is rotated or skewed (then width and height are not its sides). */
  turned: boolean;
}

/**
 * Where the page paints its image: the `cm` matrices of the saved state that ends in `Do`, composed (pdf-lib
 * translates, rotates, scales and skews in turn), in points; undefined when no image is painted.
 */
export function imagePlacement(content: string): ImagePlacement | undefined {
  const block = /q\s+((?:[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ cm\s+)+)\/\S+ Do/.exec(content);
  if (!block) return undefined;
  const matrices = [...(block[1] ?? '').matchAll(/([-\d. ]+) cm/g)].map(
    (m) => (m[1] ?? '').trim().split(/\s+/).map(Number) as Matrix,
  );
  const [a, b, c, d, e, f] = matrices.reduce((ctm, m) => times(m, ctm), [1, 0, 0, 1, 0, 0] as Matrix);
  return { width: a, height: d, x: e, y: f, turned: Math.abs(b) + Math.abs(c) > 1e-9 };
}

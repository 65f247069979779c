import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

export type PdfLanguage = 'es' | 'en';

/** The page's words in each language of the portal (the server writes the PDF, so they live here). */
const WORDS: Record<PdfLanguage, { title: string; code: string; file: string; lang: string }> = {
  es: { title: 'Mi código QR', code: 'Código de promoción', file: 'mi-qr', lang: 'es-GT' },
  en: { title: 'My QR code', code: 'Promotion code', file: 'my-qr', lang: 'en' },
};

/** A4 in points (SPEC §9 "QR PDF A4"). */
const PAGE = { width: 595.28, height: 841.89 };
/** 100 mm in points (SPEC §9 "image 100 mm"): the 1181 px image prints at 300 dpi. */
export const QR_POINTS = 283.46;
/** 20 mm: what a printer leaves and the eye expects around text. */
const MARGIN = 56.69;
const INK = rgb(0.1, 0.1, 0.1);

/** The file's name: `mi-qr-<code>.pdf` (`my-qr-<code>.pdf` in English), only characters safe in a header. */
export function qrPdfFileName(code: string, language: PdfLanguage): string {
  return `${WORDS[language].file}-${code.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
}

/** Draws one line centred across the page, smaller when it would not fit between the margins (a long address). */
function drawCentred(
  page: ReturnType<PDFDocument['addPage']>,
  text: string,
  font: PDFFont,
  size: number,
  y: number,
) {
  const room = PAGE.width - 2 * MARGIN;
  const fitted = Math.min(size, (size * room) / font.widthOfTextAtSize(text, size));
  const width = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (PAGE.width - width) / 2, y, size: fitted, font, color: INK });
}

/**
 * One A4 page to print and hang (SPEC §9): a title, the QR code 100 mm wide centred, and under it the promotion
 * code and the address the code holds, for someone who cannot scan.
 */
export async function qrPdf(
  png: Buffer,
  code: string,
  url: string,
  language: PdfLanguage,
): Promise<Uint8Array> {
  const words = WORDS[language];
  const doc = await PDFDocument.create();
  doc.setTitle(`${words.title} — ${code}`, { showInWindowTitleBar: true });
  doc.setLanguage(words.lang);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const image = await doc.embedPng(png);

  const titleY = PAGE.height - MARGIN - 40;
  drawCentred(page, words.title, bold, 28, titleY);
  const qrY = titleY - 40 - QR_POINTS;
  page.drawImage(image, { x: (PAGE.width - QR_POINTS) / 2, y: qrY, width: QR_POINTS, height: QR_POINTS });
  drawCentred(page, `${words.code}: ${code}`, bold, 18, qrY - 40);
  drawCentred(page, url, regular, 12, qrY - 66);
  return doc.save();
}

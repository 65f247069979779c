import fs from 'node:fs';
import PO from 'pofile';

/** Every English catalog (the common one and one per feature) read as one. */
const english = new Map(
  fs
    .readdirSync('locales/en')
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) => PO.parse(fs.readFileSync(`locales/en/${file}`, 'utf8')).items)
    .map((item) => [item.msgid, item.msgstr[0] ?? ''] as const),
);

/** The words a person sees for a Spanish source message in the given language (from the real catalog). */
export function say(
  language: 'es' | 'en',
  spanish: string,
  values: Record<string, string | number> = {},
): string {
  const text = language === 'es' ? spanish : english.get(spanish);
  if (!text) throw new Error(`No English for ${JSON.stringify(spanish)}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

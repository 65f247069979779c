import fs from 'node:fs';
import PO from 'pofile';

const english = new Map(
  PO.parse(fs.readFileSync('locales/en/messages.po', 'utf8')).items.map((item) => [
    item.msgid,
    item.msgstr[0] ?? '',
  ]),
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

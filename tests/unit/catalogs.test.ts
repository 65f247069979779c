import fs from 'node:fs';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';

const load = (lang: string) => PO.parse(fs.readFileSync(`locales/${lang}/messages.po`, 'utf8'));

describe('translation catalogs', () => {
  const es = load('es');
  const en = load('en');

  it('hold the same messages in both languages', () => {
    expect(en.items.map((i) => i.msgid).sort()).toEqual(es.items.map((i) => i.msgid).sort());
    expect(es.items.length).toBeGreaterThan(0);
  });

  it('translate every message to English', () => {
    const missing = en.items.filter((i) => !i.msgstr[0]?.trim()).map((i) => i.msgid);
    expect(missing).toEqual([]);
  });

  it('keep every placeholder of the Spanish source in the English text', () => {
    const placeholders = (s: string) => (s.match(/\{[^{}]+\}|<\d+>/g) ?? []).sort();
    const broken = en.items.filter(
      (i) => i.msgstr[0] && placeholders(i.msgid).join() !== placeholders(i.msgstr[0]).join(),
    );
    expect(broken.map((i) => `${i.msgid} → ${i.msgstr[0]}`)).toEqual([]);
  });
});

import fs from 'node:fs';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';

/** The catalog files of a language: the common one and one per feature (lingui.config.ts). */
const catalogFiles = (lang: string) =>
  fs
    .readdirSync(`locales/${lang}`)
    .filter((file) => file.endsWith('.po'))
    .sort();

const load = (lang: string, file: string) => PO.parse(fs.readFileSync(`locales/${lang}/${file}`, 'utf8'));

/**
 * A plural or select message (`{n, plural, one {…} other {…}}`) says the same in both languages when it has the
 * same argument and the same choices: its branches' words are the translation. Answers one token per choice
 * block and the text outside them.
 */
function icuChoices(message: string): { tokens: string[]; rest: string } {
  const tokens: string[] = [];
  let rest = '';
  let i = 0;
  while (i < message.length) {
    const head = /^\{(\w+), (plural|select|selectordinal),/.exec(message.slice(i));
    if (!head) {
      rest += message[i];
      i++;
      continue;
    }
    // Walk to the block's closing brace, noting each choice key at depth 1.
    let depth = 0;
    let j = i;
    const keys: string[] = [];
    let key = '';
    for (; j < message.length; j++) {
      const c = message[j];
      if (c === '{') {
        if (depth === 1) keys.push(key.trim().split(/\s+/).pop() ?? '');
        depth++;
        key = '';
      } else if (c === '}') {
        depth--;
        if (depth === 0) break;
      } else if (depth === 1) key += c;
    }
    tokens.push(`{${head[1]}, ${head[2]}: ${keys.sort().join(' ')}}`);
    i = j + 1;
  }
  return { tokens, rest };
}

describe('translation catalogs', () => {
  it('are the same files in both languages', () => {
    expect(catalogFiles('en')).toEqual(catalogFiles('es'));
    expect(catalogFiles('es')).toContain('common.po');
  });
});

describe.each(catalogFiles('es'))('translation catalog %s', (file) => {
  const es = load('es', file);
  const en = load('en', file);

  it('hold the same messages in both languages', () => {
    expect(en.items.map((i) => i.msgid).sort()).toEqual(es.items.map((i) => i.msgid).sort());
    expect(es.items.length).toBeGreaterThan(0);
  });

  it('translate every message to English', () => {
    const missing = en.items.filter((i) => !i.msgstr[0]?.trim()).map((i) => i.msgid);
    expect(missing).toEqual([]);
  });

  it('keep every placeholder of the Spanish source in the English text', () => {
    const placeholders = (s: string) =>
      [...icuChoices(s).tokens, ...(icuChoices(s).rest.match(/\{[^{}]+\}|<\d+>/g) ?? [])].sort();
    const broken = en.items.filter(
      (i) => i.msgstr[0] && placeholders(i.msgid).join() !== placeholders(i.msgstr[0]).join(),
    );
    expect(broken.map((i) => `${i.msgid} → ${i.msgstr[0]}`)).toEqual([]);
  });
});

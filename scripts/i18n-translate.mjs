#!/usr/bin/env node
// Fills English translations into every catalog of locales/en/ (one per feature, and common.po) from a JSON file { "<Spanish msgid>": "<English>" }.
// Extracts first (so every msgid exists) and again after (so the file is in Lingui's own layout).
// Prints the msgids still without English. Usage: npm run i18n:translate -- translations.json
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import PO from 'pofile';

const extract = () => {
  const run = spawnSync('node_modules/.bin/lingui', ['extract', '--clean'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr || run.stdout);
};
extract();

const [file] = process.argv.slice(2);
const translations = file ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
const catalogs = fs
  .readdirSync('locales/en')
  .filter((name) => name.endsWith('.po'))
  .map((name) => `locales/en/${name}`);
let filled = 0;
const missing = [];
for (const path of catalogs) {
  const po = PO.parse(fs.readFileSync(path, 'utf8'));
  for (const item of po.items) {
    const english = translations[item.msgid];
    if (typeof english === 'string' && english.length > 0) {
      item.msgstr = [english];
      filled++;
    }
  }
  fs.writeFileSync(path, po.toString());
  for (const item of po.items) if (!item.msgstr[0]) missing.push(`${path}: ${JSON.stringify(item.msgid)}`);
}
extract();
console.info(`filled ${filled}; still missing ${missing.length}`);
for (const m of missing) console.info(`  ${m}`);

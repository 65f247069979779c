import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// CONVENTIONS.md: a handler parses what the schema validated, calls named queries of its module and shapes the
// reply. Building SQL in a handler file is the slip this catches: the query belongs in a file named by meaning.
const QUERY_BUILDERS = ['selectFrom(', 'insertInto(', 'updateTable(', 'deleteFrom(', 'sql`'];

const MODULES = 'server/modules';

// A module's folders count too: the product families' handlers are in server/modules/products/families/<family>/.
const handlerFiles = fs
  .readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    fs
      .readdirSync(path.join(MODULES, dir.name), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.handlers.ts'))
      .map((file) => path.join(MODULES, dir.name, file)),
  )
  .sort();

/** Each line of the file that builds a query, as `line: text`. */
function queryLines(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((text, index) =>
      QUERY_BUILDERS.some((builder) => text.includes(builder)) ? [`${index + 1}: ${text.trim()}`] : [],
    );
}

describe('handlers are thin', () => {
  it('finds the handler file of every module', () => {
    // Fourteen handler files in ten modules when this was written; a glob that matched nothing would pass.
    expect(handlerFiles.length).toBeGreaterThanOrEqual(14);
    expect(new Set(handlerFiles.map((file) => path.dirname(file))).size).toBeGreaterThanOrEqual(10);
  });

  it.each(handlerFiles)('%s builds no query of its own', (file) => {
    expect(queryLines(file)).toEqual([]);
  });
});

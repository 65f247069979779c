import fs from 'node:fs';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { DEPENDENCY_RULES as config, SERVER_MODULE_LAYERS } from './dependencyRules.ts';

/**
 * The rules of dependencyRules.ts hold over the production code: no import cycle, server modules in layers,
 * no module imported by the HTTP glue, no app feature importing another (issue 27, item 5).
 */

const cruised = await cruise(['server', 'src', 'machines', 'openapi'], {
  ...config.options,
  ruleSet: { forbidden: config.forbidden },
  validate: true,
});
const result = cruised.output as ICruiseResult;

describe('the dependency rules (dependencyRules.ts)', () => {
  it('reads the code it checks', () => {
    const sources = result.modules.map((m) => m.source);
    for (const part of ['server/app.ts', 'src/main.tsx', 'machines/productKinds.ts']) {
      expect(sources).toContain(part);
    }
  });

  it('places every server module in SERVER_MODULE_LAYERS', () => {
    const modules = fs
      .readdirSync('server/modules', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...SERVER_MODULE_LAYERS].sort()).toEqual(modules.sort());
  });

  it('finds no violation', () => {
    const violations = result.summary.violations.map((v) =>
      [
        v.rule.name,
        `${v.from} -> ${v.to}`,
        ...(v.cycle?.length ? [`(cycle: ${v.cycle.map((step) => step.name).join(' > ')})`] : []),
      ].join(' '),
    );
    expect(violations).toEqual([]);
  });
});

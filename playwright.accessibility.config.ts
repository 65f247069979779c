import { ACCESSIBILITY_SPEC, portalConfig } from './playwright.config.ts';

/** WCAG 2.2 AA and phone widths over every route, on a server of its own beside the rest of the browser suite. */
export default portalConfig({
  port: Number(process.env.E2E_PORT ?? 4173) + 20,
  outputDir: 'test-results/accessibility',
  only: ACCESSIBILITY_SPEC,
  workers: 2,
});

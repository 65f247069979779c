import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../scripts/serverProcess.ts';

/**
 * The embedded database every worker's server starts from (issue 27): migrated and seeded once by a real server,
 * stopped cleanly, then copied into each worker's own folder (e2e/fixtures.ts), so a worker's server only opens
 * it instead of building the demo again. Its folder is named to the workers through PORTAL_E2E_TEMPLATE.
 */
export default async function globalSetup() {
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-template-'));
  const server = await startServerProcess({ dataDir: template });
  await server.stop();
  process.env.PORTAL_E2E_TEMPLATE = template;
  return () => fs.rmSync(template, { recursive: true, force: true });
}

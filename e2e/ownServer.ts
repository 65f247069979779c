import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../scripts/serverProcess.ts';

export interface OwnServer {
  url: string;
  /** Stops the server at once (SIGKILL), as a crash or a lost connection would look to the browser. */
  kill(): Promise<void>;
}

/**
 * A second real server of the built app on a free port and a fresh database, for a test that needs to stop
 * the server under the browser's feet. Killed by pid when the test ends.
 */
export async function startOwnServer(): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-own-'));
  const server = await startServerProcess({ dataDir });
  return {
    url: server.url,
    async kill() {
      await server.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

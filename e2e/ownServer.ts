import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface OwnServer {
  url: string;
  /** Stops the server at once (SIGKILL), as a crash or a lost connection would look to the browser. */
  kill(): Promise<void>;
}

/**
 * A second real server of the built app on its own port and fresh database, for a test that needs to stop
 * the server under the browser's feet. Killed by pid when the test ends. Node runs the server itself (tsx as
 * a loader, not its CLI, which would leave the server running in a child process when killed).
 */
export async function startOwnServer(port: number): Promise<OwnServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  // A server left over on the port would take the test's requests and survive its kill.
  if (await answers()) throw new Error(`Port ${port} is already served; stop that server first`);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: url,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The test server exited with ${child.exitCode}`);
    if (await answers()) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The test server did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

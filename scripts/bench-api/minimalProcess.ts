import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../serverProcess.ts';

export interface MinimalProcess {
  url: string;
  pid: number;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'minimalServer.ts');

/**
 * The minimal route's server (minimalServer.ts) in a process of its own, so that it has a Node event loop to
 * itself as the portal has. Node runs it with tsx as a loader, as scripts/serverProcess.ts runs the portal, so the
 * pid is the server's own. Resolves once it listens.
 */
export async function startMinimalProcess(
  env: { DATABASE_URL: string; JWT_SECRET: string },
  nodeArgs: string[] = [],
): Promise<MinimalProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (gone()) return;
    child.kill('SIGTERM');
    await exited;
  };
  const listening = new Promise<void>((resolve) => child.once('message', () => resolve()));
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000).unref());
  const outcome = await Promise.race([listening, exited.then(() => 'exited' as const), timeout]);
  if (outcome === 'exited') throw new Error(`The minimal server exited with ${child.exitCode}:\n${errors}`);
  if (outcome === 'timeout') {
    await stop();
    throw new Error(`The minimal server did not listen within 30 s:\n${errors}`);
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid as number, stop };
}

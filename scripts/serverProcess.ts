import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  port: number;
  /** Stops the server at once (SIGKILL), as a crash looks; its data stays for a restart. */
  kill(): Promise<void>;
  /** Stops the server the way an operator would (SIGTERM), waiting for it to close. */
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Default: a free port. */
  port?: number;
  /** Default: a fresh temporary folder (its embedded database lives there unless DATABASE_URL is set). */
  dataDir?: string;
  /** Added to this process's environment. */
  env?: Record<string, string | undefined>;
  /** Where the server's output goes; default nowhere. */
  stdio?: 'ignore' | 'inherit';
  /** Flags for Node itself, before the server's entry (`--cpu-prof` for the API benchmark's profile). */
  nodeArgs?: string[];
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server (server/main.ts) in a process of its own, for tests and scripts that must kill it, run two
 * of them, or keep clients off its CPU. Node runs the server itself with tsx as a loader, not tsx's CLI, which
 * would leave the server running in a child process when killed. Resolves once /api/health answers.
 */
export async function startServerProcess(options: ServerProcessOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-process-'));
  const url = `http://127.0.0.1:${port}`;
  const answers = () =>
    fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  // A server left over on the port would take the requests and survive the kill.
  if (await answers()) throw new Error(`Port ${port} is already served; stop that server first`);
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: url,
        // Tests sign in as the demo accounts, on PostgreSQL too (where the server seeds none by default).
        SEED_DEMO: '1',
        ...options.env,
      },
      // Standard error is kept (its last few kilobytes) to say why a server that will not start stopped. The IPC
      // channel ends when this process does, however it ends: the server then stops too (server/main.ts).
      stdio:
        options.stdio === 'inherit'
          ? ['inherit', 'inherit', 'inherit', 'ipc']
          : ['ignore', 'ignore', 'pipe', 'ipc'],
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone()) {
      await exited;
      throw new Error(`The server process exited with ${child.exitCode ?? child.signalCode}:\n${errors}`);
    }
    if (await answers()) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The server process did not start within 60 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (gone()) return;
    child.kill(signal);
    await exited;
  };
  return { url, port, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** Signs in through a running server's API and answers the token (demo accounts share one password). */
export async function signInOver(url: string, email: string, password = 'Demo1234'): Promise<string> {
  const res = await fetch(`${url}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

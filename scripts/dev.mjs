#!/usr/bin/env node
// Development: the API server (reloading on change) and Vite (hot reload, proxying the API) together.
// Ctrl-C stops both.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      STATIC_DIR: '/nonexistent',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) {
  child.once('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}

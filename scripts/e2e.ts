import { spawn } from 'node:child_process';

/**
 * The browser suite in two runs side by side: every spec but accessibility on one server, the accessibility
 * spec (read-only, every route at three widths) on another. Both wait mostly on the browser, so together they
 * take about as long as the longer one. The first run's lines stream; the second's are printed when it ends,
 * so neither report is cut into the other. Arguments go to both runs (a spec file, `--grep`…).
 */

const args = process.argv.slice(2);

function run(config: string, stream: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      'node_modules/.bin/playwright',
      ['test', '--config', config, '--pass-with-no-tests', ...args],
      {
        stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const started = Date.now();
const [suite, accessibility] = await Promise.all([
  run('playwright.config.ts', true),
  run('playwright.accessibility.config.ts', false),
]);
console.info('\n==> accessibility.spec (its own server, run beside the rest)\n');
process.stdout.write(accessibility.output);
console.info(`\nbrowser suite: ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
process.exit(suite.code || accessibility.code);

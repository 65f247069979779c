import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Browser tests use a system Chromium (never a downloaded one): CHROMIUM_PATH, else Debian's. */
export function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, ...CANDIDATES].find((p): p is string =>
    Boolean(p && fs.existsSync(p)),
  );
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

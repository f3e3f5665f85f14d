// Where Chromium is and how to start it headless on a CI box. Shared by web-test-runner, the e2e harness
// and browser benches so every browser we drive runs with the same flags.
import { existsSync } from 'node:fs';

/** Flags that keep Chromium quiet and working as root in containers (see docs/development.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium, or CHROME_PATH; throws with a hint when neither exists. */
export function chromiumPath() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install Debian's package (apt-get install chromium fonts-dejavu-core, ` +
        'as .ci/run does) or set CHROME_PATH to a Chromium/Chrome binary.',
    );
  }
  return path;
}

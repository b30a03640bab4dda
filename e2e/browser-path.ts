import fs from 'node:fs';

/**
 * The browser the specs drive: CHROME_PATH, else Debian's chromium-headless-shell (what `npm test`
 * picks, scripts/ensure-chromium.mjs), else Debian's chromium. For `--headed` runs set
 * CHROME_PATH=/usr/bin/chromium: the headless shell has no window.
 */
export const CHROMIUM_PATH =
  process.env.CHROME_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => fs.existsSync(path)) ?? '/usr/bin/chromium';

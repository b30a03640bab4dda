#!/usr/bin/env node
// Resolve the Chromium that Playwright drives. We never run `playwright install` (the machines
// are offline); Debian's packages are the browser. Order: CHROME_PATH if it exists, else Debian's
// chromium-headless-shell (the old headless mode: the same engine without the browser's UI
// processes, about 30 % less CPU for the same specs), installed with apt-get when it is missing
// and we are root with apt-get; else /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`\`${command} ${args.join(' ')}\` failed with exit code ${String(result.status)}`);
  }
}

/**
 * Returns the path of a usable Chromium, installing Debian's package if needed and possible.
 * Throws an Error with a readable message when no browser can be found or installed.
 */
export function ensureChromium(env = process.env) {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv && isExecutable(fromEnv)) {
    return fromEnv;
  }
  if (fromEnv) {
    console.warn(`CHROME_PATH=${fromEnv} does not exist or is not executable; trying ${HEADLESS_SHELL_PATH}.`);
  }
  if (isExecutable(HEADLESS_SHELL_PATH)) {
    return HEADLESS_SHELL_PATH;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && hasAptGet()) {
    console.log(`${HEADLESS_SHELL_PATH} not found; installing Debian's chromium-headless-shell package with apt-get…`);
    try {
      run('apt-get', ['update']);
      run('apt-get', ['install', '-y', 'chromium-headless-shell']);
    } catch (error) {
      console.warn(error instanceof Error ? error.message : String(error));
    }
    if (isExecutable(HEADLESS_SHELL_PATH)) {
      return HEADLESS_SHELL_PATH;
    }
  }
  if (isExecutable(DEFAULT_CHROMIUM_PATH)) {
    return DEFAULT_CHROMIUM_PATH;
  }
  throw new Error(
    `No Chromium found (CHROME_PATH unset or missing, ${HEADLESS_SHELL_PATH} and ${DEFAULT_CHROMIUM_PATH} absent) and it cannot be ` +
      `installed automatically (needs root and apt-get). Install it with \`apt-get install -y chromium-headless-shell\` ` +
      `or set CHROME_PATH to a Chromium/Chrome binary. Do not run \`playwright install\`: the machines are offline.`,
  );
}

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

#!/usr/bin/env node
// The report PDF's archival tests read the file with poppler-utils (pdffonts, pdfinfo, pdftotext)
// and qpdf, as a bank's records team would. Install Debian's packages when a tool is missing and
// we are root with apt-get (CI); otherwise say what is missing — those tests then skip outside CI
// and fail in it (apps/server/src/modules/reports/pdf/pdf-fonts.testing.ts).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const TOOLS = [
  { command: 'pdffonts', pkg: 'poppler-utils' },
  { command: 'pdfinfo', pkg: 'poppler-utils' },
  { command: 'pdftotext', pkg: 'poppler-utils' },
  { command: 'qpdf', pkg: 'qpdf' },
];

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    throw new Error(`\`${command} ${args.join(' ')}\` failed with exit code ${String(result.status)}`);
  }
}

/** Returns the tools still missing (none after a successful install). */
export function ensurePdfTools() {
  const missing = () => TOOLS.filter((t) => !has(t.command));
  const packages = [...new Set(missing().map((t) => t.pkg))];
  if (packages.length === 0) {
    return [];
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && has('apt-get')) {
    console.log(`Installing ${packages.join(' ')} with apt-get for the report PDF tests…`);
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
  }
  return missing().map((t) => t.command);
}

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  try {
    const missing = ensurePdfTools();
    if (missing.length > 0) {
      console.error(`Missing ${missing.join(', ')}: install poppler-utils and qpdf (apt-get install -y poppler-utils qpdf).`);
      process.exit(1);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

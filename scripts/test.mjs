#!/usr/bin/env node
// `npm test`: typecheck, lint, unit + API tests (vitest: PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set), production build, browser tests (Playwright in Debian's Chromium).
// Every step runs even when an earlier one fails, so one run shows everything; the last line is
// the plain "N passed, N failed" CI reads. A failed step that is not a test suite counts as one failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = new Set(process.argv.slice(2));
const wants = (step) => only.size === 0 || only.has(step);
const results = [];

function run(step, command, args, env = {}) {
  console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = res.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${step} (${seconds} s)`);
  return ok;
}

/**
 * Runs a command and keeps its output (stdout and stderr, in order), echoing it as it comes when
 * `echo` is set; settles with whether it exited 0 and how long it took.
 */
function spawnCollecting(command, args, { env = {}, echo = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    const keep = (stream) => (chunk) => {
      if (echo) {
        stream.write(chunk);
      }
      output += chunk;
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    const finish = (ok, error) => resolve({ ok, output: error ? `${output}${error.message}\n` : output, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    child.on('error', (error) => finish(false, error));
    child.on('close', (code) => finish(code === 0));
  });
}

/**
 * Like run(), printing the output as it comes while also keeping it: a suite's errors that its
 * report does not hold (vitest's unhandled errors) can then be repeated in the summary.
 */
async function runKeepingOutput(step, command, args, env = {}) {
  console.log(`\n▶ ${step}: ${command} ${args.join(' ')}`);
  const { ok, output, seconds } = await spawnCollecting(command, args, { env, echo: true });
  console.log(`${ok ? '✔' : '✘'} ${step} (${seconds} s)`);
  return { ok, output };
}

// eslint-disable-next-line no-control-regex
const withoutColours = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Vitest's "Unhandled Errors" block, which fails the run while every test passed (at most 60 lines). */
function unhandledErrors(output) {
  const text = withoutColours(output);
  const start = text.indexOf('Unhandled Error');
  if (start === -1) {
    return [];
  }
  const block = text.slice(text.lastIndexOf('\n', start) + 1);
  const end = block.search(/\n\s*Test Files\s/);
  return (end === -1 ? block : block.slice(0, end)).split('\n').slice(0, 60);
}

/** The failed tests of a vitest JSON report, as "file › test". */
function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(root, '')} › ${test.fullName}`)
      // A file can fail with all its tests passed: an error in a hook (afterAll) or while loading.
      .concat(
        file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')
          ? [`${file.name.replace(root, '')}: ${file.message || 'failed outside its tests'}`]
          : [],
      ),
  );
}

/** The failed tests of a Playwright JSON report, as "[project] file › title". */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'unexpected') {
          failures.push(`[${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')}`);
        }
      }
    }
    for (const child of suite.suites ?? []) {
      walk(child, suite.file === child.file && child.title !== child.file ? [...titles, child.title] : titles);
    }
  };
  for (const suite of report?.suites ?? []) {
    walk(suite, []);
  }
  return failures;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Typecheck and lint share nothing, and each leaves a core mostly idle: run them at once. Their
 * output is collected and printed one after the other, so the log still reads step by step.
 */
async function checksSideBySide(checks) {
  const wanted = checks.filter(([name]) => wants(name));
  const outcomes = await Promise.all(
    wanted.map(async ([name, command, args]) => ({ name, command, args, ...(await spawnCollecting(command, args)) })),
  );
  for (const { name, command, args, ok, output, seconds } of outcomes) {
    console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
    process.stdout.write(output);
    console.log(`${ok ? '✔' : '✘'} ${name} (${seconds} s)`);
    results.push({ name, passed: 0, failed: ok ? 0 : 1, kind: 'check' });
  }
}

async function vitest() {
  if (!wants('unit')) {
    return;
  }
  // The report PDF's archival tests need poppler-utils and qpdf (installed with apt-get when root).
  spawnSync('node', ['scripts/ensure-pdf-tools.mjs'], { cwd: root, stdio: 'inherit' });
  const file = join(out, 'vitest.json');
  const { ok, output } = await runKeepingOutput('unit + api tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const report = readJson(file);
  const passed = report?.numPassedTests ?? 0;
  // A crash before the report, or a failing file with no failing test, still fails the run.
  const failed = Math.max(report?.numFailedTests ?? 0, ok ? 0 : 1);
  const details = vitestFailures(report);
  if (!ok && details.length === 0) {
    const unhandled = unhandledErrors(output);
    details.push(...(unhandled.length > 0 ? unhandled : ['vitest failed before its report; see its output above']));
  }
  results.push({ name: 'vitest', passed, failed, kind: 'suite', details });
}

function playwright() {
  if (!wants('e2e')) {
    return;
  }
  const built = run('build', 'npm', ['run', 'build']);
  if (!built) {
    results.push({ name: 'build', passed: 0, failed: 1, kind: 'check' });
    return;
  }
  const browser = spawnSync('node', ['scripts/ensure-chromium.mjs'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const chromePath = browser.stdout.trim().split('\n').pop() ?? '';
  if (browser.status !== 0 || !existsSync(chromePath)) {
    console.error('No Chromium for the browser tests (set CHROME_PATH, or run as root with apt available).');
    results.push({ name: 'e2e', passed: 0, failed: 1, kind: 'check' });
    return;
  }
  // The @toast specs run three times within this one run (playwright.config.ts, project toasts-again).
  results.push(playwrightSuite('playwright', 'browser tests', [], chromePath));
}

/** One Playwright run; its JSON report gives the counts (a crash before it counts as a failure). */
function playwrightSuite(name, label, args, chromePath) {
  const file = join(out, `${name.replace(/\W+/g, '-')}.json`);
  // _OUTPUT_FILE overrides the config's json outputFile (_OUTPUT_NAME would not), so each run has its own report.
  const ok = run(label, 'npx', ['playwright', 'test', ...args], { CHROME_PATH: chromePath, PLAYWRIGHT_JSON_OUTPUT_FILE: file });
  const report = readJson(file);
  const stats = report?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed = Math.max(stats?.unexpected ?? 0, ok ? 0 : 1);
  return { name, passed, failed, kind: 'suite', details: playwrightFailures(report) };
}

await checksSideBySide([
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
]);
await vitest();
playwright();

// What failed is repeated here, at the end, where a CI log that keeps only its tail still has it.
console.log('\nSummary');
for (const r of results) {
  const detail = r.kind === 'suite' ? `${r.passed} passed, ${r.failed} failed` : r.failed ? 'failed' : 'ok';
  console.log(`  ${r.name.padEnd(12)} ${detail}`);
  for (const line of r.details ?? []) {
    console.log(`    ${line}`);
  }
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

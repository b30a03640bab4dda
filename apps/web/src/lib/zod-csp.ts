/**
 * zod 4 probes `new Function('')` whenever it builds an object schema, to decide whether to
 * JIT-compile parsers. Our CSP has no 'unsafe-eval', so the probe is a CSP violation that Chrome
 * reports as a page issue (Lighthouse best practices). zod's `jitless` setting skips the probe
 * and uses the interpreted parser.
 *
 * Set on zod's global config object (`globalThis.__zod_globalConfig`, which zod adopts when it
 * loads and which `z.config()` edits) rather than through `z.config`: main.tsx runs this first,
 * and importing zod's config function would add ~4 KB gzip of zod to the first load, which
 * otherwise has no zod at all. zod-csp.test.ts checks zod sees it.
 */
type ZodGlobalConfig = { jitless?: boolean };
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};

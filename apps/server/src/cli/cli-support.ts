import type { FastifyBaseLogger } from 'fastify';

/** One clear line on stderr and exit 1 — for what an operator can fix. */
export function fail(command: string, message: string): never {
  process.stderr.write(`thamani ${command}: ${message}\n`);
  process.exit(1);
}

/** A logger for the commands: errors and warnings to stderr, the rest quiet. */
export function commandLogger(): FastifyBaseLogger {
  const quiet = () => undefined;
  const logger = {
    level: 'warn',
    fatal: (...args: unknown[]) => process.stderr.write(`${describe(args)}\n`),
    error: (...args: unknown[]) => process.stderr.write(`${describe(args)}\n`),
    warn: (...args: unknown[]) => process.stderr.write(`${describe(args)}\n`),
    info: quiet,
    debug: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

function describe(args: unknown[]): string {
  return args.map((a) => (typeof a === 'string' ? a : a instanceof Error ? a.message : ((a as { err?: Error } | null)?.err?.message ?? ''))).filter(Boolean).join(' ');
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

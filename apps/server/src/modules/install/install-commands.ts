import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How a person runs this server's command line, as the server prints it: the cli.js beside the
 * running main.js (dist/ after `npm run build`), or cli.ts under tsx in development.
 */
export function cliInvocation(moduleUrl: string): string {
  const here = fileURLToPath(moduleUrl);
  const dir = path.dirname(here);
  return here.endsWith('.ts') ? `npx tsx ${path.join(dir, 'cli.ts')}` : `node ${path.join(dir, 'cli.js')}`;
}

/** The wrapper docs/deploy.md installs (deploy/thamani): the command with the service's user and environment file. */
export const SERVICE_WRAPPER = 'sudo thamani';

export const CREATE_ADMIN_ARGS = 'admin create --email you@yourfirm.co.ke --name "Your Name"';
export const REMOVE_DEMO_ARGS = 'admin remove-demo';

/** Said wherever the embedded database's single-process rule stops a command. */
export const PGLITE_ONE_PROCESS =
  'The embedded database (PGlite, in DATA_DIR) opens in one process at a time: stop the server (sudo systemctl stop thamani), ' +
  'run the command, then start the server again (sudo systemctl start thamani). With PostgreSQL (DATABASE_URL) commands run beside the server.';

/** A command as printed to a person: as run here, and through the wrapper of a systemd install. */
export function commandHint(cli: string, args: string): string {
  return `${cli} ${args} (installed as in docs/deploy.md: ${SERVICE_WRAPPER} ${args})`;
}

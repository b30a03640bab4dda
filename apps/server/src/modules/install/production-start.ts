import type { Db } from '#db/client.ts';
import { CREATE_ADMIN_ARGS, PGLITE_ONE_PROCESS, REMOVE_DEMO_ARGS, SERVICE_WRAPPER } from './install-commands.ts';
import { countUsableAdmins, listOpenDemoAccounts } from './install-state.ts';

/**
 * Production refuses to start while a demo account could sign in: their password is printed in
 * the README, so anyone could enrol their own authenticator and be an admin. Null when none.
 */
export async function demoAccountRefusal(db: Db, cli: string, embedded: boolean): Promise<string | null> {
  const open = await listOpenDemoAccounts(db);
  if (open.length === 0) {
    return null;
  }
  return [
    `this database holds demo accounts whose password is published in the README (${open.join(', ')}), so production does not start.`,
    `Close them (deactivated, password removed, audited; their history stays): ${cli} ${REMOVE_DEMO_ARGS}`,
    `  (with the systemd service of docs/deploy.md: ${SERVICE_WRAPPER} ${REMOVE_DEMO_ARGS})`,
    ...(embedded ? [PGLITE_ONE_PROCESS] : []),
  ].join('\n');
}

/** Printed once at a production start when no admin can sign in: the exact command that makes one. Null when one can. */
export async function noAdminNotice(db: Db, cli: string, embedded: boolean): Promise<string | null> {
  if ((await countUsableAdmins(db)) > 0) {
    return null;
  }
  return [
    '',
    '==================== Thamani has no admin account yet ====================',
    'Create the first one on this server, with its settings (it asks for the password):',
    `  ${cli} ${CREATE_ADMIN_ARGS}`,
    `  (with the systemd service of docs/deploy.md: ${SERVICE_WRAPPER} ${CREATE_ADMIN_ARGS})`,
    'Add --link instead of typing a password to print a one-time link (valid 24 hours) that sets it.',
    ...(embedded ? [PGLITE_ONE_PROCESS] : []),
    '===========================================================================',
    '',
  ].join('\n');
}

import type { Db } from '#db/client.ts';
import { commandHint, CREATE_ADMIN_ARGS, REMOVE_DEMO_ARGS, countUsableAdmins, listOpenDemoAccounts } from '../../modules/install/index.ts';
import { fail, ok, type CheckResult } from './check-result.ts';

/** A database the server has not migrated yet has no tables: said as such, not as an SQL error. */
function isMissingTable(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '42P01';
}

export async function checkAdminExists(db: Db, cli: string): Promise<CheckResult> {
  const howTo = `Create one: ${commandHint(cli, CREATE_ADMIN_ARGS)}`;
  try {
    const admins = await countUsableAdmins(db);
    return admins > 0 ? ok(`${admins} admin account(s) can sign in`) : fail(`No admin account can sign in. ${howTo}`);
  } catch (error) {
    if (isMissingTable(error)) {
      return fail(`The database has no tables yet, so no admin. ${howTo}; it creates the tables too.`);
    }
    throw error;
  }
}

export async function checkNoDemoAccounts(db: Db, cli: string): Promise<CheckResult> {
  try {
    const open = await listOpenDemoAccounts(db);
    return open.length === 0
      ? ok('no demo account can sign in')
      : fail(`Demo accounts with the README's published password can sign in (${open.join(', ')}); production will not start. Close them: ${commandHint(cli, REMOVE_DEMO_ARGS)}`);
  } catch (error) {
    if (isMissingTable(error)) {
      return ok('no demo account (the database is empty)');
    }
    throw error;
  }
}

import { parseArgs } from 'node:util';
import type { Settings } from '#env.ts';
import { ADMIN_LINK_TTL_HOURS, ADMIN_PASSWORD_MIN_LENGTH, adminPasswordProblem, createAdmin, InstallError, closeDemoAccounts } from '../modules/install/index.ts';
import { openCliDatabase } from './cli-database.ts';
import { CliError, type CliIo } from './cli-output.ts';
import { readPassword } from './read-password.ts';

export const ADMIN_USAGE = `Usage:
  admin create --email <address> --name "<full name>" [--link]
      Creates an admin account on the configured database. The password (at least ${ADMIN_PASSWORD_MIN_LENGTH}
      characters) is typed at a prompt, or read from the first line of standard input; never
      from the command line. With --link no password is asked: a one-time link that sets it is
      printed instead (valid ${ADMIN_LINK_TTL_HOURS} hours). The admin enrols two-factor sign-in at the first sign-in.
  admin remove-demo
      Closes every demo account (their password is published in the README): deactivated,
      password and sessions removed, audited. Production does not start while one is open.
`;

async function createCommand(args: string[], settings: Settings, io: CliIo): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, name: { type: 'string' }, link: { type: 'boolean', default: false } },
    strict: true,
  });
  if (!values.email || !values.name) {
    throw new CliError(`Give the new admin's e-mail and name.\n${ADMIN_USAGE}`);
  }
  // The database first: a folder a running server holds is said before anyone types a password.
  const cli = await openCliDatabase(settings, (text) => io.stderr.write(text));
  try {
    let password: string | undefined;
    if (!values.link) {
      password = await readPassword(io, values.email);
      const problem = adminPasswordProblem(password);
      if (problem) {
        throw new CliError(`${problem} Nothing was created.`);
      }
    }
    const created = await createAdmin(cli.deps, { email: values.email, name: values.name, password });
    io.stdout.write(`Created the admin ${created.email}.\n`);
    if (created.link) {
      io.stdout.write(
        `Open this link to choose the password (once; it stops working ${created.link.expiresAt.toISOString()}):\n  ${created.link.url}\n`,
      );
    }
    io.stdout.write(`Sign in at ${settings.publicUrl}/auth; the first sign-in asks to set up an authenticator app (two-factor sign-in).\n`);
  } catch (error) {
    throw error instanceof InstallError ? new CliError(`${error.message} Nothing was created.`) : error;
  } finally {
    await cli.close();
  }
}

async function removeDemoCommand(settings: Settings, io: CliIo): Promise<void> {
  const cli = await openCliDatabase(settings, (text) => io.stderr.write(text));
  try {
    const closed = await closeDemoAccounts(cli.deps);
    io.stdout.write(closed.length === 0 ? 'No open demo account: nothing to do.\n' : `Closed ${closed.length} demo account(s): ${closed.join(', ')}.\n`);
  } finally {
    await cli.close();
  }
}

export async function runAdminCommand(args: string[], settings: Settings, io: CliIo): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'create') {
    return createCommand(rest, settings, io);
  }
  if (sub === 'remove-demo') {
    return removeDemoCommand(settings, io);
  }
  throw new CliError(sub ? `Unknown admin command "${sub}".\n${ADMIN_USAGE}` : ADMIN_USAGE);
}

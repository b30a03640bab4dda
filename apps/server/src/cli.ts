import { runAdminCommand, ADMIN_USAGE } from './cli/admin-command.ts';
import { CliError, type CliIo } from './cli/cli-output.ts';
import { runDoctor } from './cli/doctor/doctor.ts';
import { EnvError, loadSettings } from './env.ts';
import { cliInvocation } from './modules/install/index.ts';

/**
 * The server's command line (dist/cli.js after `npm run build`; `npm run admin --` and
 * `npm run doctor` from the repository): run with the same settings as the server.
 */
const USAGE = `Thamani's command line. Run it with the server's settings (its environment file).

${ADMIN_USAGE}  doctor
      Checks a production configuration before start and says what to fix.
`;

async function run(args: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  const cli = cliInvocation(import.meta.url);
  if (command === 'doctor') {
    return runDoctor(io, { loadSettings: () => loadSettings(), cli });
  }
  if (command === 'admin') {
    let settings;
    try {
      settings = loadSettings();
    } catch (error) {
      throw error instanceof EnvError ? new CliError(error.message) : error;
    }
    await runAdminCommand(rest, settings, io);
    return 0;
  }
  io.stdout.write(USAGE);
  return command === undefined || command === 'help' || command === '--help' ? 0 : 1;
}

const io: CliIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
run(process.argv.slice(2), io).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof CliError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    io.stderr.write(`thamani: ${known ? (error as Error).message : `failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`}\n`);
    process.exit(1);
  },
);

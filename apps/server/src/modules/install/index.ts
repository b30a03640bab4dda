/**
 * The install area's front door: creating the first admin, the demo accounts, the commands the CLI
 * names. Other modules import only this file.
 */
export { ADMIN_LINK_TTL_HOURS, ADMIN_PASSWORD_MIN_LENGTH, type AdminDeps, adminPasswordProblem, createAdmin, InstallError } from './create-admin.ts';
export { cliInvocation, commandHint, CREATE_ADMIN_ARGS, PGLITE_ONE_PROCESS, REMOVE_DEMO_ARGS } from './install-commands.ts';
export { countUsableAdmins, listOpenDemoAccounts } from './install-state.ts';
export { demoAccountRefusal, noAdminNotice } from './production-start.ts';
export { closeDemoAccounts } from './remove-demo.ts';

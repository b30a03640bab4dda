/**
 * The account area's front door: a person's own account (password, sessions, two-factor). Other
 * modules import only this file.
 */
export { registerAccountRoutes } from './account.routes.ts';

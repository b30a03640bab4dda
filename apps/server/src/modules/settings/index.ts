/** The public settings' front door. Other modules import only this file. */
export { registerSettingsRoutes } from './settings.routes.ts';

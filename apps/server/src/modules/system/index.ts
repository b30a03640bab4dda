/** The system area's front door. Other modules import only this file. */
export { registerSystemRoutes } from './system.routes.ts';

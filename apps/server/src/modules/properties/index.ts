/** The properties area's front door. Other modules import only this file. */
export { registerPropertyRoutes } from './properties.routes.ts';

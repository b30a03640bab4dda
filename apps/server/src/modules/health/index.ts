/** The health area's front door. Other modules import only this file. */
export { registerHealthRoutes } from './health.routes.ts';

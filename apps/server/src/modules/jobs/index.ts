/** The jobs area's front door. Other modules import only this file. */
export { registerJobRoutes } from './jobs.routes.ts';

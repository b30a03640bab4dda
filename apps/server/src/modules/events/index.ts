/** The event stream's front door. Other modules import only this file. */
export { registerEventRoutes } from './events.routes.ts';

/** The me area's front door. Other modules import only this file. */
export { registerMeRoutes } from './me.routes.ts';
export { pageVisitor } from './me.service.ts';

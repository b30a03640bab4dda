/**
 * The auth area's front door: its routes (the session protocol itself is platform/auth). Other
 * modules import only this file.
 */
export { registerAuthRoutes } from './auth.routes.ts';

/** The admin requests list's front door. Other modules import only this file. */
export { registerAdminRequestRoutes } from './admin-requests.routes.ts';

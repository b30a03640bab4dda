/** The people area's front door. Other modules import only this file. */
export { countActiveAdmins, deleteSessions, setDeactivated } from './people.queries.ts';
export { registerPeopleRoutes } from './people.routes.ts';

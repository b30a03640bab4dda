/** The development mailbox's front door. Other modules import only this file. */
export { registerDevMailboxRoutes } from './dev-mailbox.routes.ts';

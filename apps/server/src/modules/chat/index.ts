/** The chat area's front door. Other modules import only this file. */
export { chatEvents } from './chat.events.ts';
export { registerChatRoutes } from './chat.routes.ts';

/**
 * The audit area's front door: the audit log's routes and its read. Other modules import only this
 * file.
 */
export { registerAuditRoutes } from './audit.routes.ts';
export { listAuditLog } from './audit.service.ts';

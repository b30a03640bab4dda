/**
 * The requests area's front door: its routes and moves, the request row the lifecycle locks, and
 * `ofFirm`/`ofFirmAs` — the one scope of every query over valuation requests (ADR 019). Other
 * modules import only this file.
 */
export { ofFirm, ofFirmAs, valuationRequests } from './request-scope.ts';
export { REQUEST_MOVES } from './requests.moves.ts';
export { getAgentProfile, getRequestRow, lockRequestRow } from './requests.queries.ts';
export { registerRequestRoutes } from './requests.routes.ts';
export { acceptRequest, assignRequest, cancelRequest, createRequest, releaseRequest } from './requests.service.ts';

/**
 * The visits area's front door: its routes, moves, its reaction to a cancelled request, events.
 * Other modules import only this file.
 */
export { visitEvents } from './visits.events.ts';
export { VISIT_MOVES, VISIT_REACTIONS } from './visits.moves.ts';
export { lockVisitRow } from './visits.queries.ts';
export { registerVisitRoutes } from './visits.routes.ts';
export { cancelVisit, completeVisit, completeVisitIn, rescheduleVisit, saveVisitReview, scheduleVisit } from './visits.service.ts';
export { setVisitBookingGate, type VisitBookingGate } from './visits.payment-gate.ts';

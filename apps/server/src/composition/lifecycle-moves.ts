import { registerLifecycle, type LifecycleRegistration } from '#modules/lifecycle/index.ts';
import { REPORT_MOVES } from '#modules/reports/index.ts';
import { lockRequestRow, REQUEST_MOVES } from '#modules/requests/index.ts';
import { VISIT_MOVES, VISIT_REACTIONS } from '#modules/visits/index.ts';

/**
 * Every request move, from the areas that declare them. The type asks for every move an area has
 * declared (`LifecycleMoves`), so one left out here does not compile.
 */
export const MOVES = { ...REQUEST_MOVES, ...VISIT_MOVES, ...REPORT_MOVES } satisfies LifecycleRegistration['moves'];

/** What the lifecycle is given: the request lock (requests), the moves, the other areas' reactions in the move's transaction. */
export const LIFECYCLE: LifecycleRegistration = {
  lockRequest: lockRequestRow,
  moves: MOVES,
  reactions: { ...VISIT_REACTIONS },
};

/** At startup (buildApp), before any request moves. */
export function registerLifecycleMoves(): void {
  registerLifecycle(LIFECYCLE);
}

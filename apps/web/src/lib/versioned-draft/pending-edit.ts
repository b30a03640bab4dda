/**
 * One field's edit waiting for the server. Repeated edits of the field coalesce into it while it
 * waits, each bumping `rev`, so the reply to an older send does not remove a newer edit.
 */
export type PendingEdit<V = unknown> = {
  value: V;
  rev: number;
  /** Set when the server holds a different value the person has to choose against. */
  conflict: { theirs: unknown } | null;
};

/** The person's choice for a conflict: send their own value again, or take the server's. */
export type ConflictChoice = 'mine' | 'theirs';

export function firstEdit<V>(value: V): PendingEdit<V> {
  return { value, rev: 1, conflict: null };
}

/** A new edit of a field already waiting: it keeps its place, takes the value and is no longer in conflict. */
export function nextEdit<V>(waiting: PendingEdit<V>, value: V): Pick<PendingEdit<V>, 'value' | 'rev' | 'conflict'> {
  return { value, rev: waiting.rev + 1, conflict: null };
}

/** The server confirmed the send of `sentRev` (none: whatever waits): the edit may go unless edited since. */
export function confirmedBy(waiting: { rev: number }, sentRev: number | undefined): boolean {
  return sentRev === undefined || waiting.rev === sentRev;
}

/**
 * Three-way merge of inspection answers, field by field. `base` is what the edit started from,
 * `mine` the fields this device changed since (itemId → new value, null = cleared), `theirs`
 * what the server holds now. A field only one side changed keeps that side's value; a field
 * both sides changed to the same value is settled; a field both changed to different values is
 * a conflict the person has to decide.
 */
export type Answers = Record<string, unknown>;

export type FieldConflict = { itemId: string; base: unknown; mine: unknown; theirs: unknown };

export type MergeResult = {
  /** The answers to show: theirs, with my non-conflicting changes on top. */
  merged: Answers;
  /** My changes that still have to reach the server (theirs did not touch the field). */
  resend: Answers;
  /** Fields both sides changed to different values. */
  conflicts: FieldConflict[];
};

export function mergeAnswers(base: Answers, mine: Answers, theirs: Answers): MergeResult {
  const merged: Answers = { ...theirs };
  const resend: Answers = {};
  const conflicts: FieldConflict[] = [];
  for (const [itemId, value] of Object.entries(mine)) {
    const before = valueOf(base, itemId);
    const now = valueOf(theirs, itemId);
    if (sameValue(now, value)) {
      continue; // both sides agree already
    }
    if (sameValue(now, before)) {
      resend[itemId] = value;
      setValue(merged, itemId, value);
      continue;
    }
    if (sameValue(value, before)) {
      continue; // I changed it back to what it was; their change stands
    }
    conflicts.push({ itemId, base: before, mine: value, theirs: now });
  }
  return { merged, resend, conflicts };
}

/** An answer that is absent and one that is null are the same: no answer. */
function valueOf(answers: Answers, itemId: string): unknown {
  return Object.hasOwn(answers, itemId) ? (answers[itemId] ?? null) : null;
}

function setValue(answers: Answers, itemId: string, value: unknown): void {
  if (value === null || value === undefined) {
    delete answers[itemId];
  } else {
    answers[itemId] = value;
  }
}

/** Structural equality for answer values (strings, numbers, booleans, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) {
    return true;
  }
  if (
    a === null ||
    b === null ||
    a === undefined ||
    b === undefined ||
    typeof a !== 'object' ||
    typeof b !== 'object'
  ) {
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (!sameValue(left[key], right[key])) {
      return false;
    }
  }
  return true;
}

/**
 * Three-way merge of a record's fields, one field at a time. `base` is what the edit started
 * from, `mine` the fields this device changed since (field → new value), `theirs` what the
 * server holds now. A field only one side changed keeps that side's value; a field both sides
 * changed to the same value is settled; a field both changed to different values is a conflict
 * the person decides. How a field is read, written and compared is the caller's.
 */
export type Fields = Record<string, unknown>;

export type Conflict = { field: string; base: unknown; mine: unknown; theirs: unknown };

export type FieldMerge = {
  /** The fields to show: theirs, with my non-conflicting changes on top. */
  merged: Fields;
  /** My changes that still have to reach the server (theirs did not touch the field). */
  resend: Fields;
  /** Fields both sides changed to different values. */
  conflicts: Conflict[];
};

export type FieldRules = {
  read: (fields: Fields, field: string) => unknown;
  write: (fields: Fields, field: string, value: unknown) => void;
  same: (a: unknown, b: unknown) => boolean;
};

export function mergeFields(base: Fields, mine: Fields, theirs: Fields, rules: FieldRules): FieldMerge {
  const merged: Fields = { ...theirs };
  const resend: Fields = {};
  const conflicts: Conflict[] = [];
  for (const [field, value] of Object.entries(mine)) {
    const before = rules.read(base, field);
    const now = rules.read(theirs, field);
    if (rules.same(now, value)) {
      continue; // both sides agree already
    }
    if (rules.same(now, before)) {
      resend[field] = value;
      rules.write(merged, field, value);
      continue;
    }
    if (rules.same(value, before)) {
      continue; // I changed it back to what it was; their change stands
    }
    conflicts.push({ field, base: before, mine: value, theirs: now });
  }
  return { merged, resend, conflicts };
}

/** Structural equality of field values (strings, numbers, booleans, arrays, plain objects); undefined is null. */
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

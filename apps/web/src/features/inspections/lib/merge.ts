import { type FieldRules, mergeFields, sameValue } from '@/lib/versioned-draft/field-merge';

export { sameValue };

/** An inspection's answers: itemId → value; a cleared answer is null or absent. */
export type Answers = Record<string, unknown>;

export type FieldConflict = { itemId: string; base: unknown; mine: unknown; theirs: unknown };

export type MergeResult = { merged: Answers; resend: Answers; conflicts: FieldConflict[] };

/** An answer that is absent and one that is null are the same: no answer. */
const ANSWER_RULES: FieldRules = {
  read: (answers, itemId) => (Object.hasOwn(answers, itemId) ? (answers[itemId] ?? null) : null),
  write: (answers, itemId, value) => {
    if (value === null || value === undefined) {
      delete answers[itemId];
    } else {
      answers[itemId] = value;
    }
  },
  same: sameValue,
};

/** The three-way merge of answers after a 409, field by field (`mine`: the answers this phone changed). */
export function mergeAnswers(base: Answers, mine: Answers, theirs: Answers): MergeResult {
  const { merged, resend, conflicts } = mergeFields(base, mine, theirs, ANSWER_RULES);
  return { merged, resend, conflicts: conflicts.map(({ field, ...rest }) => ({ itemId: field, ...rest })) };
}

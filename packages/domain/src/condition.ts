/**
 * The one condition scale: the inspection's condition items, the post-visit review, the report's
 * prefill, both report editors and the PDF all say the same word for the same number.
 */
export const CONDITION_RATINGS = [1, 2, 3, 4, 5] as const;
export type ConditionRating = (typeof CONDITION_RATINGS)[number];

export const CONDITION_RATING_LABELS: Record<ConditionRating, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Average',
  4: 'Good',
  5: 'Excellent',
};

export const isConditionRating = (n: number): n is ConditionRating =>
  (CONDITION_RATINGS as readonly number[]).includes(n);

/** "Good" for 4; a number off the scale is printed as it is, never as a neighbour's word. */
export function conditionLabel(rating: number): string {
  return isConditionRating(rating) ? CONDITION_RATING_LABELS[rating] : String(rating);
}

/** "1 Poor · 3 Average · 5 Excellent": the scale's hint under the choices. */
export const CONDITION_SCALE_HINT = `1 ${CONDITION_RATING_LABELS[1].toLowerCase()} · 3 ${CONDITION_RATING_LABELS[3].toLowerCase()} · 5 ${CONDITION_RATING_LABELS[5].toLowerCase()}`;

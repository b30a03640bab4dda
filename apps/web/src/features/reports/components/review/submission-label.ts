function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) {
    return `${n}th`;
  }
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "First submission", "2nd submission", …; null before the first. */
export function submissionLabel(n: number): string | null {
  if (n <= 0) {
    return null;
  }
  return n === 1 ? 'First submission' : `${ordinal(n)} submission`;
}

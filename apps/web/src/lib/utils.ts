import { type ClassValue, clsx } from 'clsx';

type Merge = (classes: string) => string;
let merge: Merge | null = null;

/**
 * Join class names; once class merging is on (./class-merging, loaded with every lazy component
 * through ./lazy), later Tailwind utilities override earlier conflicting ones. The first load's
 * markup has no conflicting classes (first-load-classes.test.tsx), so it renders the same
 * without tailwind-merge, which is therefore not part of it.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merge ? merge(joined) : joined;
}

/** Turns class merging on for every later cn() call (./class-merging does). */
export function setClassMerge(next: Merge): void {
  merge = next;
}

// eslint-disable-next-line no-restricted-imports -- the one place that loads it
import { twMerge } from 'tailwind-merge';
import { setClassMerge } from './utils';

/**
 * cn() resolves conflicting Tailwind utilities from now on (the later one wins). tailwind-merge
 * builds its tables on its first call: made here, in a task of its own (lib/lazy), not in the
 * middle of the first render that needs them.
 */
export function enableClassMerging(): void {
  twMerge('px-0 px-1');
  setClassMerge(twMerge);
}

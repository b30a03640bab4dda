// eslint-disable-next-line no-restricted-imports -- the one place that loads it
import { twMerge } from 'tailwind-merge';
import { setClassMerge } from './utils';

/** cn() resolves conflicting Tailwind utilities from now on (the later one wins). */
export function enableClassMerging(): void {
  setClassMerge(twMerge);
}

import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (a field being typed in asks the server once it settles). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

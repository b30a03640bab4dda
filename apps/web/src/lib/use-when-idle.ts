import { useEffect, useState } from 'react';

/**
 * True once `when` has held until the browser was next idle (at most `timeout` ms later), false
 * before. For what a signed-in page shows or opens beside its content — the navbar's bell and
 * account menu, the realtime stream: their chunks and requests then start once the page has
 * painted, instead of competing with it for the network and the main thread (its LCP).
 */
export function useWhenIdle(when: boolean, timeout = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!when) {
      setIdle(false);
      return;
    }
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout });
    return () => window.cancelIdleCallback(handle);
  }, [when, timeout]);
  return when && idle;
}

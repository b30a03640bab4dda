import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'thamani:scroll-positions';
const MAX_ENTRIES = 100;

function readSaved(): Map<string, number> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const entries = raw ? (JSON.parse(raw) as unknown) : [];
    return new Map(Array.isArray(entries) ? (entries as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

let positions: Map<string, number> | null = null;
/** The scroll position of the current entry, kept by a scroll listener (see below). */
let lastY = 0;

/**
 * What React Router's <ScrollRestoration> did for us under the data router, for <BrowserRouter>
 * (router.tsx): a new page (push/replace) starts at the top, or at its #hash; back/forward
 * returns to where that page was left, also after a reload (positions live in sessionStorage).
 *
 * The position of the page being left is the last one seen by a scroll listener: by the time
 * the new location renders, the old page's DOM is gone and the browser may have clamped scrollY.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      lastY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    positions ??= readSaved();
    const saved = positions;
    const key = location.key;
    const savedY = saved.get(key);
    if (navigationType === 'POP' && savedY !== undefined) {
      window.scrollTo(0, savedY);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
    }
    lastY = window.scrollY;

    const save = () => {
      saved.delete(key);
      saved.set(key, lastY);
      while (saved.size > MAX_ENTRIES) {
        saved.delete(saved.keys().next().value as string);
      }
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...saved]));
      } catch {
        // storage blocked or full: positions last for this page load only
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}

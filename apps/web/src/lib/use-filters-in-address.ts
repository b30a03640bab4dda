import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A list's filters kept in the page address, so a filtered view survives a reload, a shared link
 * and Back from a row it links to. Reads `keys` from the query string (empty values dropped),
 * parses them with `schema`, and changes one filter (or clears them all) by replacing the address.
 */
export function useFiltersInAddress<K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) {
  const [search, setSearch] = useSearchParams();
  const raw = useMemo(
    () =>
      Object.fromEntries(
        keys.flatMap((key) => {
          const v = search.get(key);
          return v ? [[key, v]] : [];
        }),
      ) as Partial<Record<K, string>>,
    [search, keys],
  );
  const parsed = useMemo(() => schema.safeParse(raw), [schema, raw]);

  // The addresses asked for and not shown yet, oldest first. react-router hands a functional
  // update the address of the last render, so a second change made before the page shows the
  // first (two filters filled quickly on a busy phone) would drop the first: changes build on the
  // newest address asked for instead.
  const ahead = useRef<string[]>([]);
  useEffect(() => {
    const shown = search.toString();
    const at = ahead.current.indexOf(shown);
    // An address nobody here asked for (Back, a link) replaces whatever was on its way.
    ahead.current = at === -1 ? [] : ahead.current.slice(at + 1);
  }, [search]);

  const go = useCallback(
    (next: URLSearchParams) => {
      ahead.current = [...ahead.current, next.toString()];
      setSearch(next, { replace: true });
    },
    [setSearch],
  );

  const setFilter = useCallback(
    (key: K, value: string) => {
      const next = new URLSearchParams(ahead.current.at(-1) ?? search);
      if (value) {
        next.set(key, value);
      } else {
        next.delete(key);
      }
      go(next);
    },
    [go, search],
  );
  const clear = useCallback(() => go(new URLSearchParams()), [go]);

  return { raw, parsed, setFilter, clear };
}

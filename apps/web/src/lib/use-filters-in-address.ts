import { useCallback, useMemo } from 'react';
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

  const setFilter = useCallback(
    (key: K, value: string) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) {
            next.set(key, value);
          } else {
            next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  const clear = useCallback(() => setSearch(new URLSearchParams(), { replace: true }), [setSearch]);

  return { raw, parsed, setFilter, clear };
}

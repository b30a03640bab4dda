import {
  BOOKS_INVOICE_FILTER_KEYS,
  BooksInvoicesFiltersSchema,
  type BooksInvoicesFilters,
} from '@thamani/domain/books';
import { useCallback } from 'react';
import { useFiltersInAddress } from '@/lib/use-filters-in-address';
import { BOOKS_TEXTS } from '../books-texts';
import type { InvoiceFilterKey } from './invoice-filters';

export const BOOKS_TABS = ['receivables', 'invoices', 'statement'] as const;
export type BooksTab = (typeof BOOKS_TABS)[number];

type AddressKey = InvoiceFilterKey | 'tab';
const KEYS: readonly AddressKey[] = [...BOOKS_INVOICE_FILTER_KEYS, 'tab'];

/**
 * The tab and the invoice filters live in the address, so a filtered view survives a reload and
 * Back from a request it links to. `error` is set for a filter the list cannot read (nothing is
 * fetched then); clearing the filters keeps the tab.
 */
export function useBooksAddress() {
  const { raw, parsed, setFilter } = useFiltersInAddress(KEYS, BooksInvoicesFiltersSchema);
  const filters: BooksInvoicesFilters = parsed.success ? parsed.data : {};
  const error = parsed.success ? null : (parsed.error.issues[0]?.message ?? BOOKS_TEXTS.invoices.unknownFilter);
  const tab: BooksTab = (BOOKS_TABS as readonly string[]).includes(raw.tab ?? '')
    ? (raw.tab as BooksTab)
    : 'receivables';
  const clear = useCallback(() => {
    for (const key of BOOKS_INVOICE_FILTER_KEYS) {
      setFilter(key, '');
    }
  }, [setFilter]);
  const setTab = useCallback((next: string) => setFilter('tab', next === 'receivables' ? '' : next), [setFilter]);
  return { raw, filters, error, tab, setTab, setFilter, clear };
}

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFiltersInAddress } from './use-filters-in-address';

const Schema = z.object({ status: z.enum(['open', 'closed']).optional(), county: z.string().optional() });
const KEYS = ['status', 'county'] as const;

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const filters = useFiltersInAddress(KEYS, Schema);
      return { ...filters, location: useLocation() };
    },
    { wrapper },
  );
}

describe('useFiltersInAddress', () => {
  it('reads only its keys from the address, dropping empty values', () => {
    const { result } = setup('/list?status=open&county=&page=3');
    expect(result.current.raw).toEqual({ status: 'open' });
    expect(result.current.parsed.success && result.current.parsed.data).toEqual({ status: 'open' });
  });

  it('reports a value the schema refuses', () => {
    const { result } = setup('/list?status=lost');
    expect(result.current.parsed.success).toBe(false);
  });

  it('sets and removes one filter in the address, keeping the others', () => {
    const { result } = setup('/list?status=open');
    act(() => result.current.setFilter('county', 'Kiambu'));
    expect(result.current.location.search).toBe('?status=open&county=Kiambu');
    act(() => result.current.setFilter('status', ''));
    expect(result.current.location.search).toBe('?county=Kiambu');
    act(() => result.current.clear());
    expect(result.current.location.search).toBe('');
  });

  it('keeps both of two filters set before the page shows the first (quick typing, a slow phone)', () => {
    const { result } = setup('/list?status=open');
    act(() => {
      result.current.setFilter('county', 'Kiambu');
      result.current.setFilter('status', 'closed');
    });
    expect(result.current.location.search).toBe('?status=closed&county=Kiambu');
    act(() => {
      result.current.setFilter('county', '');
      result.current.setFilter('status', 'open');
    });
    expect(result.current.location.search).toBe('?status=open');
  });

  it('follows the address when it changes from outside (Back, a link)', () => {
    const { result } = setup('/list?status=open');
    act(() => result.current.setFilter('county', 'Kiambu'));
    act(() => result.current.clear());
    act(() => result.current.setFilter('status', 'closed'));
    expect(result.current.location.search).toBe('?status=closed');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/test-utils';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says "Oops! Page not found", links home and logs the unmatched path', () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithRouter([{ path: '*', element: <NotFoundPage /> }], { initialPath: '/no/such/page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', '/no/such/page');
    log.mockRestore();
  });
});

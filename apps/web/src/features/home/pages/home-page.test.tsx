import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NewRequestPage } from '@/features/requests/pages/new-request-page';
import { renderWithRouter } from '@/test/test-utils';
import { HomePage } from './home-page';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

beforeAll(() => {
  // Radix Select uses pointer capture and scrollIntoView, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('HomePage', () => {
  it('has one h1, the hero and closing links, and every section of the home page', async () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    // The estimator and the sections under it are lazy chunks.
    expect(await screen.findByRole('link', { name: 'Request a Valuation Now' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Quick Property Estimate' }, { timeout: 10_000 })).toBeInTheDocument();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Request Valuation')).toHaveAttribute('href', '/request');
    // Visibly "Learn More"; its name says where it leads (screen readers, search engines).
    expect(link('Learn More about our valuation process')).toHaveAttribute('href', '/valuation');
    expect(link('Learn More about our valuation process').textContent).toMatch(/^Learn More /);
    expect(screen.getByText('about our valuation process')).toHaveClass('sr-only');
    expect(link('Request a Valuation Now')).toHaveAttribute('href', '/request');
    expect(link('Learn About Our Process')).toHaveAttribute('href', '/valuation');

    expect(screen.getByRole('heading', { name: 'Quick Property Estimate' })).toBeInTheDocument();
    for (const name of [
      'Expert Valuers',
      'Local Knowledge',
      'Comprehensive Reports',
      'Residential',
      'Commercial',
      'Industrial',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    for (const item of [
      'Houses',
      'Apartments & Condominiums',
      'Residential Plots',
      'Offices',
      'Retail Spaces & Malls',
      'Hotels',
      'Warehouses',
      'Factories',
      'Industrial Land',
    ]) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
  });
});

describe('HomePage — estimate to request', () => {
  // The select and the request link are lazy chunks: their first import can take a moment in tests.
  it('offers "Request a valuation" after a result and carries the inputs into /request', { timeout: 20_000 }, async () => {
    const { router } = renderWithRouter([
      { path: '/', element: <HomePage /> },
      { path: '/request', element: <NewRequestPage /> },
    ]);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Location', {}, { timeout: 10_000 }), 'Westlands, Nairobi');
    await user.click(screen.getByRole('combobox', { name: 'Property Type' }));
    await user.click(await screen.findByRole('option', { name: 'Residential' }, { timeout: 10_000 }));
    await user.type(screen.getByLabelText('Size (square metres)'), '500');
    expect(screen.queryByRole('link', { name: 'Request a valuation' })).not.toBeInTheDocument();

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Get Instant Estimate' }));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    vi.useRealTimers();
    fireEvent.click(await screen.findByRole('link', { name: 'Request a valuation' }, { timeout: 10_000 }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request a Valuation' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/request');
    expect(screen.getByLabelText('Property type')).toHaveValue('residential');
    expect(screen.getByLabelText('County')).toHaveValue('Nairobi');
    expect(screen.getByLabelText('Town / area')).toHaveValue('Westlands');
    expect(screen.getByLabelText('Size (m²)')).toHaveValue('500');
    // Kept for the sign-in detour, should /request send the visitor to /auth first.
    expect(window.sessionStorage.getItem('thamani:request-prefill')).toContain('Westlands');
  });
});

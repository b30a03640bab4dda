import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuickEstimate } from './quick-estimate';

beforeAll(() => {
  // Radix Select uses pointer capture and scrollIntoView, which jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  vi.useRealTimers();
});

async function fill({ location, type, size }: { location?: string; type?: string; size?: string }) {
  const user = userEvent.setup();
  if (location !== undefined) {
    await user.type(screen.getByLabelText('Location'), location);
  }
  if (type !== undefined) {
    await user.click(screen.getByRole('combobox', { name: 'Property Type' }));
    await user.click(await screen.findByRole('option', { name: type }));
  }
  if (size !== undefined) {
    await user.type(screen.getByLabelText('Size (square metres)'), size);
  }
}

describe('QuickEstimate', () => {
  it('promises an estimate in just 30 seconds', () => {
    render(<QuickEstimate />);
    expect(screen.getByRole('heading', { name: 'Quick Property Estimate' })).toBeInTheDocument();
    expect(screen.getByText(/in just 30 seconds/)).toBeInTheDocument();
  });

  it('keeps the button disabled until location, type and size are all present', async () => {
    render(<QuickEstimate />);
    const button = screen.getByRole('button', { name: 'Get Instant Estimate' });
    expect(button).toBeDisabled();

    await fill({ location: 'Nairobi' });
    expect(button).toBeDisabled();
    await fill({ type: 'Residential' });
    expect(button).toBeDisabled();
    await fill({ size: '500' });
    expect(button).toBeEnabled();

    await userEvent.setup().clear(screen.getByLabelText('Location'));
    expect(button).toBeDisabled();
  });

  it('shows "Calculating..." for 2 seconds, then the KSh result and both disclaimers', async () => {
    render(<QuickEstimate />);
    await fill({ location: 'Kilimani, Nairobi', type: 'Residential', size: '500' });

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Get Instant Estimate' }));

    const calculating = screen.getByRole('button', { name: 'Calculating...' });
    expect(calculating).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.getByRole('button', { name: 'Calculating...' })).toBeInTheDocument();
    expect(screen.queryByText(/KSh/)).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    // (150000 + 500 × 800) × 1.5
    expect(screen.getByText('KSh 825,000')).toBeInTheDocument();
    expect(screen.getByText('KSh 825,000').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(
      screen.getByText('This is a rough estimate. Get a professional valuation for accurate pricing.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This is an automated estimate and should not be used for official purposes'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Instant Estimate' })).toBeEnabled();
  });

  it('counts a non-numeric size as 100 m² outside Nairobi', async () => {
    render(<QuickEstimate />);
    await fill({ location: 'Mombasa', type: 'Commercial', size: 'large' });

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Get Instant Estimate' }));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    // (300000 + 100 × 800) × 1.2
    expect(screen.getByText('KSh 456,000')).toBeInTheDocument();
  });

  it('clears a shown result when an input changes', async () => {
    render(<QuickEstimate />);
    await fill({ location: 'Nakuru', type: 'Land', size: '1000' });

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Get Instant Estimate' }));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    // (200000 + 1000 × 800) × 1.2
    expect(screen.getByText('KSh 1,200,000')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Size (square metres)'), { target: { value: '2000' } });
    expect(screen.queryByText('KSh 1,200,000')).not.toBeInTheDocument();
  });
});

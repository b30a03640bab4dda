import { AppError } from '@thamani/domain/app-error';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AppErrorBoundary,
  FormErrorBoundary,
  PageErrorBoundary,
  SectionErrorBoundary,
} from './error-boundaries';
import { DataLoadErrorFallback, ERROR_FALLBACK_VARIANTS } from './error-fallback';

let shouldThrow = true;
function Bomb() {
  if (shouldThrow) {
    throw new Error('kaboom');
  }
  return <p>Recovered content</p>;
}

describe('error fallbacks', () => {
  beforeEach(() => {
    shouldThrow = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['app', AppErrorBoundary, ['Try Again', 'Refresh Page'], true],
    ['page', PageErrorBoundary, ['Try Again', 'Refresh Page'], true],
    ['section', SectionErrorBoundary, ['Try Again'], false],
    ['form', FormErrorBoundary, ['Try Again', 'Refresh Page'], false],
  ] as const)('%s variant shows its title and actions', (variant, Boundary, buttons, hasHome) => {
    render(
      <Boundary>
        <Bomb />
      </Boundary>,
    );
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', variant);
    expect(screen.getByRole('heading', { name: ERROR_FALLBACK_VARIANTS[variant].title })).toBeInTheDocument();
    for (const name of buttons) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const home = screen.queryByRole('link', { name: 'Go Home' });
    if (hasHome) {
      expect(home).toHaveAttribute('href', '/');
    } else {
      expect(home).not.toBeInTheDocument();
    }
    // Internal error text never reaches the screen.
    expect(screen.queryByText('kaboom')).not.toBeInTheDocument();
  });

  it('Try Again re-renders the children', async () => {
    render(
      <SectionErrorBoundary>
        <Bomb />
      </SectionErrorBoundary>,
    );
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
  });

  it('Refresh Page reloads the document', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    render(
      <PageErrorBoundary>
        <Bomb />
      </PageErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalled();
  });

  it('data-load variant shows an API message and retries', async () => {
    function Harness() {
      const [tries, setTries] = useState(0);
      return (
        <>
          <DataLoadErrorFallback error={new AppError('UNAVAILABLE', 'Service is busy')} onRetry={() => setTries(tries + 1)} />
          <output>{tries}</output>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('heading', { name: ERROR_FALLBACK_VARIANTS['data-load'].title })).toBeInTheDocument();
    expect(screen.getByText('Service is busy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster';
import { createLazyToaster, type LoadToaster } from './lazy-app-toaster';
import { ThemeProvider } from './theme-provider';

/** A toaster chunk whose arrival the test decides. */
function deferredChunk() {
  let arrive: () => void = () => undefined;
  const load: LoadToaster = () =>
    new Promise((resolve) => {
      arrive = () => resolve({ default: AppToaster });
    });
  return { load, arrive: () => arrive() };
}

/** Lets sonner's queued updates (setTimeout + flushSync) land. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the lazily loaded toaster', () => {
  afterEach(() => {
    // Nothing on screen carries over into the next test.
    toast.dismiss();
    vi.restoreAllMocks();
  });

  it('shows a toast raised before its chunk arrived once it mounts — exactly once', async () => {
    const chunk = deferredChunk();
    const LazyToaster = createLazyToaster(chunk.load);
    render(
      <ThemeProvider>
        <LazyToaster />
      </ThemeProvider>,
    );
    toast.error('Please select a date');
    await settle();
    expect(screen.queryByText('Please select a date')).not.toBeInTheDocument();

    await act(async () => chunk.arrive());
    expect(await screen.findByText('Please select a date')).toBeInTheDocument();
    await settle();
    expect(screen.getAllByText('Please select a date')).toHaveLength(1);
  });

  it('fetches the chunk again when the first fetch fails, and the toast still appears', async () => {
    const load = vi
      .fn<LoadToaster>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: AppToaster });
    const LazyToaster = createLazyToaster(load, [10]);
    toast('Request submitted');
    render(
      <ThemeProvider>
        <p>Page content</p>
        <LazyToaster />
      </ThemeProvider>,
    );
    expect(await screen.findByText('Request submitted')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('keeps the page up when the chunk cannot be fetched at all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<LoadToaster>().mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const LazyToaster = createLazyToaster(load, [1, 1]);
    render(
      <ThemeProvider>
        <p>Page content</p>
        <LazyToaster />
      </ThemeProvider>,
    );
    // Three attempts (the first and two retries), however long a loaded machine takes to run them.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });
});

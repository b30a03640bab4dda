import { render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, type Preloadable, useLoaded } from './lazy';

function Greeting({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Hello {name} {count}
    </button>
  );
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading part</p>}>{node}</Suspense>;

describe('preloading a lazy component', () => {
  it('once preloaded, a new instance renders the component in its first render, never its fallback', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = lazyComponent(load);
    await Lazy.preload();
    render(inSuspense(<Lazy name="Wanjiru" />));
    // Synchronously, with no waiting: the fallback never showed.
    expect(screen.getByRole('button', { name: 'Hello Wanjiru 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading part')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload it suspends first, and preloading and rendering share one fetch', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = lazyComponent(load);
    render(inSuspense(<Lazy name="Otieno" />));
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    await Lazy.preload();
    expect(await screen.findByRole('button', { name: 'Hello Otieno 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an instance that started suspended keeps its state when it re-renders after the load', async () => {
    const Lazy = lazyComponent(async () => ({ default: Greeting }));
    const { rerender } = render(inSuspense(<Lazy name="Achieng" />));
    const button = await screen.findByRole('button', { name: 'Hello Achieng 0' });
    button.click();
    expect(await screen.findByRole('button', { name: 'Hello Achieng 1' })).toBeInTheDocument();
    rerender(inSuspense(<Lazy name="Achieng" />));
    // Same instance: not remounted as the loaded component (which would reset the count to 0).
    expect(screen.getByRole('button', { name: 'Hello Achieng 1' })).toBe(button);
  });

  it('a failed preload can be tried again', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Greeting });
    const Lazy = lazyComponent(load, { retryDelays: [] });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    render(inSuspense(<Lazy name="Kamau" />));
    expect(screen.getByRole('button', { name: 'Hello Kamau 0' })).toBeInTheDocument();
  });
});

/** What a part shown with useLoaded renders: its own placeholder until the chunk is here. */
function WhenLoaded({ part: Part, wanted = true }: { part: Preloadable<typeof Greeting>; wanted?: boolean }) {
  const loaded = useLoaded(Part, wanted);
  return loaded ? <Part name="Njeri" /> : <p>Placeholder</p>;
}

class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('useLoaded', () => {
  it('shows the placeholder, then the component, and never suspends on the way', async () => {
    let arrive: () => void = () => undefined;
    const Lazy = lazyComponent(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = () => resolve({ default: Greeting }))));
    render(inSuspense(<WhenLoaded part={Lazy} />));
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('button', { name: 'Hello Njeri 0' })).toBeInTheDocument();
    // A Suspense fallback shown or hidden would hold back every other part's reveal for 300 ms.
    expect(screen.queryByText('Loading part')).not.toBeInTheDocument();
  });

  it('does not fetch until wanted, and renders at once when already loaded', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Lazy = lazyComponent(load);
    const { rerender } = render(inSuspense(<WhenLoaded part={Lazy} wanted={false} />));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    rerender(inSuspense(<WhenLoaded part={Lazy} wanted />));
    expect(await screen.findByRole('button', { name: 'Hello Njeri 0' })).toBeInTheDocument();
    render(inSuspense(<WhenLoaded part={Lazy} />));
    expect(screen.getAllByRole('button', { name: 'Hello Njeri 0' })).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot be fetched reaches the error boundary once its retries are spent, without fetching again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<{ default: typeof Greeting }>>().mockRejectedValue(new Error('chunk gone'));
    const Lazy = lazyComponent(load, { retryDelays: [1, 1] });
    render(<Caught>{inSuspense(<WhenLoaded part={Lazy} />)}</Caught>);
    expect(await screen.findByText('Failed: chunk gone')).toBeInTheDocument();
    // The first try and two retries, by the preload; the instance mounted after it did not start over.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(screen.queryByText('Loading part')).not.toBeInTheDocument());
  });
});

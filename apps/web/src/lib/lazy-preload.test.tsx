import { render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy';

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

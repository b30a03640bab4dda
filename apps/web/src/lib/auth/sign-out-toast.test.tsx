import { AUTH_MESSAGES } from '@thamani/domain/messages';
import { SIGN_OUT_RELOAD_DELAY_MS } from '@thamani/domain/limits';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/providers/app-toaster';
import { ThemeProvider } from '@/app/providers/theme-provider';
import { signOut } from './auth-actions';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn().mockResolvedValue({}) }));
vi.mock('@/lib/navigation', () => ({ navigateTo: vi.fn() }));
vi.mock('./session-api', () => ({
  fetchSession: vi.fn(),
  loadAuthClient: vi.fn().mockResolvedValue({ signOut: vi.fn().mockResolvedValue({ error: null }) }),
}));

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function renderToaster() {
  return render(
    <ThemeProvider>
      <AppToaster />
    </ThemeProvider>,
  );
}

/** What a reload leaves of the page: no DOM, no toast in memory — only sessionStorage. */
function forgetThePage(unmount: () => void) {
  unmount();
  toast.dismiss();
}

describe('the sign-out toast and the reload after it', () => {
  afterEach(() => {
    toast.dismiss();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows "Signed out successfully" / "You have been signed out." again on the reloaded page, once', async () => {
    // jsdom cannot reload; it reports "not implemented" on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderToaster();
    await act(() => signOut(new QueryClient(), () => undefined));
    expect(await screen.findByText(AUTH_MESSAGES.signedOutSuccessTitle)).toBeInTheDocument();

    await sleep(SIGN_OUT_RELOAD_DELAY_MS + 100);
    forgetThePage(unmount);
    expect(screen.queryByText(AUTH_MESSAGES.signedOutSuccessTitle)).not.toBeInTheDocument();

    const reloaded = renderToaster();
    expect(await screen.findByText(AUTH_MESSAGES.signedOutSuccessTitle)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.signedOutDescription)).toBeInTheDocument();
    await sleep(50);
    expect(screen.getAllByText(AUTH_MESSAGES.signedOutSuccessTitle)).toHaveLength(1);

    // Shown once: a later page load of the tab does not bring it back.
    forgetThePage(reloaded.unmount);
    await sleep(50);
    renderToaster();
    await sleep(50);
    expect(screen.queryByText(AUTH_MESSAGES.signedOutSuccessTitle)).not.toBeInTheDocument();
  });
});

/** Keys kept across sign-out: the theme is a device preference, not account data. */
const KEPT_LOCAL_KEYS = new Set(['theme']);

/**
 * Sign-out hygiene: drop locally stored auth/token entries and session storage,
 * and expire cookies whose names contain "supabase" or "sb-" (left by older clients). Our own
 * session cookie is httpOnly and is cleared by the server's sign-out response.
 */
export function clearLocalAuthState(): void {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (!KEPT_LOCAL_KEYS.has(key)) {
        window.localStorage.removeItem(key);
      }
    }
    window.sessionStorage.clear();
  } catch {
    // Storage can be blocked (privacy mode); nothing of ours is in it then.
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (name !== '' && (name.includes('supabase') || name.includes('sb-'))) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
}

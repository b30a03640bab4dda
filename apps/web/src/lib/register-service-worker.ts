/** After the load event, how long the page may stay busy before the worker is registered anyway. */
const IDLE_TIMEOUT_MS = 5_000;

let requested = false;

/**
 * Registers /sw.js (see src/sw/service-worker.ts) in a production build, once the page has
 * loaded and gone idle, so installing it (it downloads every asset of the build) does not
 * compete with the page's own first requests. Called from the agent area: the offline app is
 * for valuers at a site, so visitors and clients never download the whole build. Once
 * installed it stays for every later visit. Without service workers the app works online only.
 */
export function registerServiceWorker(): void {
  if (requested || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return;
  }
  requested = true;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline app could not be installed', error);
    });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    } else {
      setTimeout(register, 1_000);
    }
  };
  if (document.readyState === 'complete') {
    whenIdle();
  } else {
    window.addEventListener('load', whenIdle, { once: true });
  }
}

/**
 * Lets code outside the router tree (the auth provider, which wraps the router) navigate
 * client-side. main.tsx registers the router's navigate; before that we fall back to a full load.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(fn: Navigate | null): void {
  navigator = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) {
    navigator(to, options);
    return;
  }
  window.location.assign(to);
}

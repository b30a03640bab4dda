/**
 * The phone page's script, served from the simulator itself (the app's CSP takes no inline
 * script). Every 3 s it asks which prompt the watched phone shows and reloads only when that
 * changes, so a number or PIN being typed is not wiped. Without it the page falls back to a
 * <noscript> refresh.
 */
export const PHONE_PAGE_SCRIPT = `(() => {
  const main = document.querySelector('main[data-state-url]');
  if (!main) return;
  const url = main.dataset.stateUrl;
  const shown = main.dataset.shown || '';
  const check = async () => {
    try {
      const response = await fetch(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
      if (response.ok) {
        const state = await response.json();
        if ((state.pending || '') !== shown) {
          location.reload();
          return;
        }
      }
    } catch {}
    setTimeout(check, 3000);
  };
  setTimeout(check, 3000);
})();
`;

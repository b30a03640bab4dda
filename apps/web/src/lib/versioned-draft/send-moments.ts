import { useEffect } from 'react';

/** The browser itself says there is no network (no request is tried then). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/**
 * Calls `send` at every moment a waiting save may now go through: the network is back, the
 * window gets the focus, the tab is shown again. Returns the function that stops listening.
 */
export function onChanceToSend(handlers: { send: () => void; online: () => void; offline: () => void }): () => void {
  const { send, offline } = handlers;
  const online = () => {
    handlers.online();
    send();
  };
  const visible = () => document.visibilityState === 'visible' && send();
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  window.addEventListener('focus', send);
  document.addEventListener('visibilitychange', visible);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    window.removeEventListener('focus', send);
    document.removeEventListener('visibilitychange', visible);
  };
}

/**
 * Calls `send` when the page may be going away: a closed tab, a navigation, the phone locking,
 * and when the screen using it unmounts. What waits is sent without waiting for the pause.
 */
export function useSendOnLeave(send: () => void): void {
  useEffect(() => {
    const hidden = () => document.visibilityState === 'hidden' && send();
    window.addEventListener('pagehide', send);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', send);
      document.removeEventListener('visibilitychange', hidden);
      send();
    };
  }, [send]);
}

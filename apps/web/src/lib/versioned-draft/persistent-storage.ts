let persistAsked = false;

/** Asks once per page load that the browser keep this site's storage (the waiting edits) under pressure. */
export function requestPersistentStorage(): void {
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) {
    return;
  }
  persistAsked = true;
  void navigator.storage
    .persisted()
    .then((persisted) => (persisted ? true : navigator.storage.persist()))
    .catch(() => false);
}

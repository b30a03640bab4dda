/**
 * Toasts that outlive a full page reload. A toast lives in the page's memory, so one raised right
 * before `window.location.reload()` (sign-out reloads 500 ms after its "Signed out" toast) would
 * vanish with the page, often before anyone could read it. Before reloading we copy the toasts
 * still on screen to sessionStorage; the toaster of the next page shows them again.
 *
 * No sonner import here: the reading side runs in the toaster chunk, which hands in sonner.
 */

const STORAGE_KEY = 'thamani:toasts-across-reload';
/** A saved toast older than this is stale (the reload never came, or the tab was restored later). */
const MAX_AGE_MS = 60_000;

const KINDS = ['default', 'success', 'error', 'info', 'warning'] as const;
export type CarriedToastKind = (typeof KINDS)[number];

export interface CarriedToast {
  id: string | number;
  kind: CarriedToastKind;
  title: string;
  description?: string;
}

interface SavedToasts {
  savedAt: number;
  toasts: CarriedToast[];
}

/** The parts of a sonner toast we read (its `toast.getToasts()` entries). */
export interface ToastLike {
  id: string | number;
  type?: string;
  title?: unknown;
  description?: unknown;
}

function kindOf(type: string | undefined): CarriedToastKind {
  return KINDS.find((kind) => kind === type) ?? 'default';
}

/** The text-only toasts of a list; a toast with JSX content cannot be written down and is left out. */
export function toCarriedToasts(active: readonly ToastLike[]): CarriedToast[] {
  const carried: CarriedToast[] = [];
  for (const toast of active) {
    if (typeof toast.title !== 'string' || (toast.description !== undefined && typeof toast.description !== 'string')) {
      continue;
    }
    carried.push({ id: toast.id, kind: kindOf(toast.type), title: toast.title, description: toast.description });
  }
  return carried;
}

/** Remembers `toasts` for the next page load of this tab (call it right before reloading). */
export function saveToastsForReload(toasts: readonly CarriedToast[], now = Date.now()): void {
  if (toasts.length === 0) {
    return;
  }
  const saved: SavedToasts = { savedAt: now, toasts: [...toasts] };
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // storage blocked or full: the toast goes with the page, as it would without this
  }
}

function isCarriedToast(value: unknown): value is CarriedToast {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const toast = value as Record<string, unknown>;
  return (
    (typeof toast.id === 'string' || typeof toast.id === 'number') &&
    KINDS.some((kind) => kind === toast.kind) &&
    typeof toast.title === 'string' &&
    (toast.description === undefined || typeof toast.description === 'string')
  );
}

/** The toasts saved before the reload that led here, once: reading removes them. */
export function takeToastsFromReload(now = Date.now()): CarriedToast[] {
  let raw: string | null;
  try {
    raw = window.sessionStorage.getItem(STORAGE_KEY);
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return [];
  }
  if (raw === null) {
    return [];
  }
  try {
    const saved = JSON.parse(raw) as Partial<SavedToasts>;
    if (typeof saved.savedAt !== 'number' || now - saved.savedAt > MAX_AGE_MS || !Array.isArray(saved.toasts)) {
      return [];
    }
    return saved.toasts.filter(isCarriedToast);
  } catch {
    return [];
  }
}

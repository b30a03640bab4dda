import { toast } from 'sonner';
import { saveToastsForReload, toCarriedToasts } from './toast-reload';

/**
 * Reloads the page and has the toasts now on screen shown again after it (a reload would
 * otherwise take them along). Imports sonner: use it only from code off the first load.
 */
export function reloadKeepingToasts(reload: () => void = () => window.location.reload()): void {
  saveToastsForReload(toCarriedToasts(toast.getToasts()));
  reload();
}

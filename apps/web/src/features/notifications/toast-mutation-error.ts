import { toast } from 'sonner';

/** A failed mark-as-read says so; the caches are untouched, so nothing needs undoing. */
export function toastMutationError(error: Error): void {
  toast.error('Could not update your notifications', { description: error.message });
}

import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@thamani/domain/limits';
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { type CarriedToast, takeToastsFromReload } from '@/lib/toast-reload';
import { useTheme } from '@/lib/theme/theme-context';

function showCarriedToast({ id, kind, title, description }: CarriedToast): void {
  const options = { id, description };
  if (kind === 'default') {
    toast(title, options);
  } else {
    toast[kind](title, options);
  }
}

/**
 * The one toaster of the app. It shows toasts raised before it mounted (sonner replays the ones
 * still active when a toaster subscribes) and those carried over a reload (lib/toast-reload).
 */
export function AppToaster() {
  const { theme } = useTheme();

  useEffect(() => {
    // Reading empties the store, so React's second effect run (StrictMode) finds nothing to repeat.
    takeToastsFromReload().forEach(showCarriedToast);
  }, []);

  return (
    <Toaster
      theme={theme}
      richColors
      closeButton
      position="bottom-right"
      // Clear the floating chat button in the same corner.
      offset={{ bottom: 84, right: 16 }}
      // Phones (sonner: under 600 px wide): full width between 16 px margins, above the chat button.
      mobileOffset={{ bottom: 84, left: 16, right: 16 }}
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
    />
  );
}

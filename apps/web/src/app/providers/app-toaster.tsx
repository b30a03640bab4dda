import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@thamani/domain/limits';
import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme/theme-context';

export function AppToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      richColors
      closeButton
      position="bottom-right"
      // Clear the floating chat button in the same corner.
      offset={{ bottom: 84, right: 16 }}
      mobileOffset={{ bottom: 84 }}
      visibleToasts={TOAST_MAX_VISIBLE}
      duration={TOAST_DURATION_MS}
    />
  );
}

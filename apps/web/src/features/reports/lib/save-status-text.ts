import { formatTime12h, nairobiDateParts } from '@thamani/domain/nairobi-time';
import type { ReportSave } from './report-draft-store';

/** The save line's words: where the valuer's changes stand, in plain words. */
export function reportSaveText(save: ReportSave): string {
  switch (save.state) {
    case 'saving':
      return 'Saving…';
    case 'saved': {
      if (!save.savedAt) {
        return 'All changes saved';
      }
      const { hours, minutes } = nairobiDateParts(save.savedAt);
      return `All changes saved at ${formatTime12h(hours, minutes)}`;
    }
    case 'error':
      return `Not saved. ${sentence(save.message ?? 'Something went wrong')} Your changes are kept on this device.`;
    case 'conflict':
      return 'Not saved: this report was changed in another tab or device.';
    case 'idle':
      return 'No unsaved changes';
  }
}

function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

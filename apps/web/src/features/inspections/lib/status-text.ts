import { INSPECTION_SAVE_STATUS, offlineStatusText } from '@thamani/domain/inspections';

export type SaveStatus = { online: boolean; sending: boolean; changes: number; photos: number };

/** The status line's words: offline counts what waits on the phone; online says whether it is all on the server. */
export function saveStatusText({ online, sending, changes, photos }: SaveStatus): string {
  if (!online) {
    return offlineStatusText(changes, photos);
  }
  return sending || changes + photos > 0 ? INSPECTION_SAVE_STATUS.saving : INSPECTION_SAVE_STATUS.saved;
}

import type { ReportContent } from '@thamani/domain/reports';

/** Saves a report's content as a JSON file the valuer keeps (their version after a conflict). */
export function downloadContent(content: ReportContent, name: string): void {
  const blob = new Blob([JSON.stringify(content, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** How request data reads on screen: labels, Nairobi dates and the spec's "TBD" / "N/A". */
import type { PropertyType } from './estimate.ts';
import { VISIT_MESSAGES } from './messages.ts';
import { BUSINESS_TIME_ZONE, formatTime12h } from './nairobi-time.ts';

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  industrial: 'Industrial',
  land: 'Land',
};

/** Shown on the client dashboard when a request has no due date. */
export const DUE_DATE_PENDING = 'TBD';
/** Shown on the client dashboard when a request's property has no type. */
export const NOT_AVAILABLE = 'N/A';

const DATE_FORMAT = new Intl.DateTimeFormat('en-KE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: BUSINESS_TIME_ZONE,
});
const TIME_PARTS = new Intl.DateTimeFormat('en-KE', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: BUSINESS_TIME_ZONE,
});

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2 Mar 2025" in Nairobi time; "Invalid date" when unreadable. */
export function formatDate(iso: string): string {
  const date = toDate(iso);
  return date ? DATE_FORMAT.format(date) : VISIT_MESSAGES.invalidDate;
}

/** "2 Mar 2025, 1:30 AM" in Nairobi time; "Invalid date" when unreadable. */
export function formatDateTime(iso: string): string {
  const date = toDate(iso);
  if (!date) {
    return VISIT_MESSAGES.invalidDate;
  }
  const parts = TIME_PARTS.formatToParts(date);
  const hours = Number(parts.find((p) => p.type === 'hour')?.value);
  const minutes = Number(parts.find((p) => p.type === 'minute')?.value);
  return `${DATE_FORMAT.format(date)}, ${formatTime12h(hours % 24, minutes)}`;
}

export function dueDateLabel(dueDate: string | null | undefined): string {
  return dueDate ? formatDate(dueDate) : DUE_DATE_PENDING;
}

export function propertyTypeLabel(propertyType: PropertyType | null | undefined): string {
  return propertyType ? PROPERTY_TYPE_LABELS[propertyType] : NOT_AVAILABLE;
}

/** A file's size for people: "900 bytes", "310 KB", "2.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} bytes`;
  }
  if (bytes < 1024 * 1024) {
    return `${Math.round(bytes / 1024)} KB`;
  }
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

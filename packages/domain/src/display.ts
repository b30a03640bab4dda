/** How request data reads on screen: labels, Nairobi dates and the spec's "TBD" / "N/A". */
import type { PropertyType } from './estimate.ts';
import { VISIT_MESSAGES } from './messages.ts';
import { formatTime12h, nairobiDateParts, type NairobiDateParts } from './nairobi-time.ts';

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

/**
 * Month names as en-KE writes them short ("Sept", as en-GB). Dates are spelled here rather than by
 * Intl.DateTimeFormat: a page's first Intl formatter loads the locale's data, tens of milliseconds
 * of one task on a slow phone, and a dashboard shows dates as soon as it opens. A test holds this
 * to what Intl writes.
 */
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

function nairobiParts(iso: string): NairobiDateParts | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : nairobiDateParts(date);
}

function spelledDate({ year, month, day }: NairobiDateParts): string {
  return `${day} ${MONTHS_SHORT[month - 1] ?? ''} ${year}`;
}

/** "2 Mar 2025" in Nairobi time; "Invalid date" when unreadable. */
export function formatDate(iso: string): string {
  const parts = nairobiParts(iso);
  return parts ? spelledDate(parts) : VISIT_MESSAGES.invalidDate;
}

/** "2 Mar 2025, 1:30 AM" in Nairobi time; "Invalid date" when unreadable. */
export function formatDateTime(iso: string): string {
  const parts = nairobiParts(iso);
  return parts ? `${spelledDate(parts)}, ${formatTime12h(parts.hours, parts.minutes)}` : VISIT_MESSAGES.invalidDate;
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

/** Site visit constants (spec point 9). */
export const VISIT_DURATIONS_MINUTES = [30, 60, 90, 120] as const;
export const VISIT_DEFAULT_DURATION_MINUTES = 60;
export const VISIT_FIRST_SLOT_MINUTES = 8 * 60;
export const VISIT_LAST_SLOT_MINUTES = 17 * 60 + 30;
export const VISIT_SLOT_STEP_MINUTES = 30;
export const BUSINESS_TIME_ZONE = 'Africa/Nairobi';

/** "8:00 AM" … "5:30 PM", every 30 minutes. */
export function visitTimeSlots(): string[] {
  const slots: string[] = [];
  for (let m = VISIT_FIRST_SLOT_MINUTES; m <= VISIT_LAST_SLOT_MINUTES; m += VISIT_SLOT_STEP_MINUTES) {
    slots.push(formatTime12h(Math.floor(m / 60), m % 60));
  }
  return slots;
}

export function formatTime12h(hours: number, minutes: number): string {
  const period = hours >= 12 ? 'PM' : 'AM';
  const h = hours % 12 === 0 ? 12 : hours % 12;
  return `${h}:${String(minutes).padStart(2, '0')} ${period}`;
}

/** "12:30 AM" → {0, 30}; "12:00 PM" stays 12. Returns null for anything else. */
export function parseTime12h(value: string): { hours: number; minutes: number } | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(value.trim());
  if (!match) {
    return null;
  }
  const [, h, m, period] = match;
  let hours = Number(h);
  const minutes = Number(m);
  if (hours < 1 || hours > 12 || minutes > 59) {
    return null;
  }
  if (period === 'AM' && hours === 12) {
    hours = 0;
  } else if (period === 'PM' && hours !== 12) {
    hours += 12;
  }
  return { hours, minutes };
}

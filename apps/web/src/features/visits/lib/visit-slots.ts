import {
  isPastDate,
  isWeekend,
  nairobiToday,
  parseYmd,
  validateVisitSlot,
  visitTimeSlots,
} from '@thamani/domain/visits';

export type SlotOption = { value: string; disabled: boolean };

/**
 * The time select's options (8:00 AM … 5:30 PM); on today's date a slot already past is
 * disabled (domain validateVisitSlot decides, so the form and the server agree).
 */
export function getSlotOptions(dateYmd: string, now: Date): SlotOption[] {
  const dateIsUsable = parseYmd(dateYmd) !== null && !isWeekend(dateYmd) && !isPastDate(dateYmd, now);
  return visitTimeSlots().map((value) => ({
    value,
    disabled: dateIsUsable && validateVisitSlot({ date: dateYmd, time: value }, now) !== null,
  }));
}

/** The calendar's disabled days: weekends and days before today, both in Nairobi. */
export function isUnavailableVisitDay(day: Date, now: Date): boolean {
  const ymd = nairobiToday(day);
  return isWeekend(ymd) || isPastDate(ymd, now);
}

import { firstMissingSectionId } from '@thamani/domain/checklist-progress';
import { type InspectionAnswers, type InspectionTemplate, type MissingItem, templateItems } from '@thamani/domain/inspections';
import { useEffect, useRef, useState } from 'react';
import { itemAnchor } from '../components/checklist-item';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** The checklist item an element is in ("item-<id>"), if any. */
const itemHolderId = (element: EventTarget | null): string | null =>
  element instanceof Element ? (element.closest('[id^="item-"]')?.id ?? null) : null;

/**
 * Which checklist sections are open (at first: the first one with a required item missing), and
 * moving to an item: its section opens, then it scrolls into view and its first field takes focus.
 */
export function useChecklistSections(template: InspectionTemplate, answers: Partial<InspectionAnswers>) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => {
    const first = firstMissingSectionId(template, answers);
    return new Set(first ? [first] : []);
  });
  const [focusItem, setFocusItem] = useState<string | null>(null);
  // The item last worked in: pressing the floating button moves focus to the button itself.
  const lastItem = useRef<string | null>(null);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastItem.current = itemHolderId(event.target) ?? lastItem.current;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    if (!focusItem) {
      return;
    }
    const target = document.getElementById(itemAnchor(focusItem));
    if (target) {
      target.scrollIntoView({ block: 'center' });
      const field = target.querySelector<HTMLElement>(FOCUSABLE) ?? target;
      field.focus({ preventScroll: true });
    }
    setFocusItem(null);
  }, [focusItem, open]);

  const toggle = (sectionId: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(sectionId)) {
        next.add(sectionId);
      }
      return next;
    });

  const goTo = (item: Pick<MissingItem, 'itemId' | 'sectionId'>) => {
    setOpen((prev) => (prev.has(item.sectionId) ? prev : new Set(prev).add(item.sectionId)));
    setFocusItem(item.itemId);
  };

  /** The next missing item after the one last worked in, wrapping round to the first. */
  const goToNextMissing = (missing: MissingItem[]) => {
    const order = templateItems(template).map(({ item }) => itemAnchor(item.id));
    const from = lastItem.current ? order.indexOf(lastItem.current) : -1;
    const next = missing.find((m) => order.indexOf(itemAnchor(m.itemId)) > from) ?? missing[0];
    if (next) {
      goTo(next);
    }
  };

  return { open, toggle, goTo, goToNextMissing };
}

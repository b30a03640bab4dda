import { useCallback, useLayoutEffect, useRef, useState } from 'react';

type Direction = 'up' | 'down';

/**
 * Moving an item up or down re-renders the list in its new order: the pressed button keeps the
 * focus (or, once the item reaches an end and that button is disabled, its other button), and a
 * polite message says where the item went.
 */
export function useMoveFocus() {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pending = useRef<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    const move = pending.current;
    if (!move) {
      return;
    }
    pending.current = null;
    const other: Direction = move.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${move.id}:${move.direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${move.id}:${other}`))?.focus();
  });

  const buttonRef = useCallback(
    (id: string, direction: Direction) => (element: HTMLButtonElement | null) => {
      if (element) {
        buttons.current.set(`${id}:${direction}`, element);
      } else {
        buttons.current.delete(`${id}:${direction}`);
      }
    },
    [],
  );

  const moved = useCallback((id: string, direction: Direction, message: string) => {
    pending.current = { id, direction };
    setAnnouncement(message);
  }, []);

  return { buttonRef, moved, announcement };
}

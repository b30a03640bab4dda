import { ChevronDown } from 'lucide-react';

export const PROPERTY_TYPE_PLACEHOLDER = 'Select type';

/**
 * Exactly the classes of components/ui/select.tsx's SelectTrigger (a test keeps them equal), so
 * the stand-in looks like the real trigger and nothing moves when it is swapped in.
 */
export const SELECT_TRIGGER_CLASS_NAME =
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-sm whitespace-nowrap text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2';

const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowDown', 'ArrowUp']);

/**
 * Stands in for the Radix select trigger (same element, role, name and look) while its chunk
 * loads. Pressing it asks for the list: the real select then mounts already open. A mouse asks
 * on press, as the real trigger does: a press that begins here and ends on the real trigger (the
 * chunk arrived in between) would otherwise be lost, neither half a click on either.
 */
export function PropertyTypeSelectPlaceholder({ id, onOpen }: { id: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-placeholder=""
      data-slot="select-trigger"
      className={SELECT_TRIGGER_CLASS_NAME}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button === 0) {
          onOpen();
        }
      }}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (OPEN_KEYS.has(event.key)) {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{PROPERTY_TYPE_PLACEHOLDER}</span>
      <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
    </button>
  );
}

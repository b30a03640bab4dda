import * as React from 'react';
import { formatKenyanDate, KENYAN_DATE_HINT, parseKenyanDate } from '@thamani/domain/kenyan-date';
import { Input } from './input';

export type DateFieldProps = Omit<
  React.ComponentProps<'input'>,
  'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'
> & {
  id: string;
  /** The ISO day (YYYY-MM-DD), '' when empty, or text that is not a date yet. */
  value: string;
  /** Gets the ISO day, '' when the field is empty, or the typed text when it is not a date. */
  onValueChange: (value: string) => void;
  /** Earliest / latest ISO day allowed; a day outside is refused like a native date input does. */
  min?: string;
  max?: string;
  /** Tell onValueChange only of whole days and of clearing (filters that query as they change). */
  wholeDaysOnly?: boolean;
};

/** What the form gets for what was typed. */
function valueOf(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' ? '' : (parseKenyanDate(trimmed) ?? trimmed);
}

function rangeMessage(day: string, min?: string, max?: string): string {
  if (min && day < min) {
    return `Choose a date on or after ${formatKenyanDate(min)}.`;
  }
  if (max && day > max) {
    return `Choose a date on or before ${formatKenyanDate(max)}.`;
  }
  return '';
}

/**
 * A date typed and shown day first (dd/mm/yyyy) whatever the browser's language, where a native
 * date input would show mm/dd/yyyy in US English. The form keeps the ISO day.
 */
export function DateField({
  id,
  value,
  onValueChange,
  onBlur,
  min,
  max,
  wholeDaysOnly = false,
  ref,
  className,
  'aria-describedby': describedBy,
  ...props
}: DateFieldProps) {
  const [text, setText] = React.useState(() => formatKenyanDate(value));
  const [shownValue, setShownValue] = React.useState(value);
  if (value !== shownValue) {
    // A value set from outside (a reset, a default, cleared filters) replaces what is shown.
    setShownValue(value);
    if (value !== valueOf(text)) {
      setText(formatKenyanDate(value));
    }
  }

  const input = React.useRef<HTMLInputElement | null>(null);
  const day = parseKenyanDate(text);
  const outOfRange = day ? rangeMessage(day, min, max) : '';
  React.useEffect(() => {
    input.current?.setCustomValidity(outOfRange);
  }, [outOfRange]);

  const setRefs = React.useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof ref === 'function') {
        ref(node);
      } else if (ref) {
        ref.current = node;
      }
    },
    [ref],
  );

  const hintId = `${id}-format`;
  return (
    <div className="grid min-w-0 gap-1">
      <Input
        {...props}
        ref={setRefs}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={KENYAN_DATE_HINT}
        className={className}
        aria-describedby={describedBy ? `${describedBy} ${hintId}` : hintId}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const next = valueOf(typed);
          if (!wholeDaysOnly || next === '' || parseKenyanDate(next) !== null) {
            onValueChange(next);
          }
        }}
        onBlur={(event) => {
          const parsed = parseKenyanDate(text);
          if (parsed) {
            setText(formatKenyanDate(parsed));
          }
          onBlur?.(event);
        }}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {KENYAN_DATE_HINT}
      </p>
    </div>
  );
}

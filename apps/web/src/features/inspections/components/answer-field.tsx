import { CONDITION_RATING_LABELS, CONDITION_RATINGS, CONDITION_SCALE_HINT } from '@thamani/domain/condition';
import type { AnswerValue, ConditionAnswer, TemplateItem } from '@thamani/domain/inspections';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { GpsField } from './gps-field';

export type AnswerFieldProps = {
  item: TemplateItem;
  value: AnswerValue | null | undefined;
  readOnly: boolean;
  /** `immediate` skips the typing pause (a choice, not a keystroke). */
  onChange: (value: AnswerValue | null, options?: { immediate?: boolean }) => void;
  /** Leaving a field writes it at once. */
  onCommit: () => void;
};

export const fieldId = (itemId: string) => `field-${itemId}`;

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm';

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:disabled]:cursor-not-allowed';

/** The control of one checklist item, by its kind; labelled by the item's label. */
export function AnswerField({ item, value, readOnly, onChange, onCommit }: AnswerFieldProps) {
  const id = fieldId(item.id);
  switch (item.kind) {
    case 'text':
      return (
        <Input
          id={id}
          value={typeof value === 'string' ? value : ''}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          onBlur={onCommit}
        />
      );
    case 'textarea':
      return (
        <Textarea
          id={id}
          value={typeof value === 'string' ? value : ''}
          readOnly={readOnly}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
          onBlur={onCommit}
        />
      );
    case 'number':
    case 'year':
      return (
        <NumberInput id={id} item={item} value={value} readOnly={readOnly} onChange={onChange} onCommit={onCommit} />
      );
    case 'select':
      return (
        <select
          id={id}
          className={selectClass}
          value={typeof value === 'string' ? value : ''}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value, { immediate: true })}
        >
          <option value="">Not recorded</option>
          {(item.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'multiselect': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <div className="grid gap-2 sm:grid-cols-2">
          {(item.options ?? []).map((option) => (
            <label key={option.value} className={choiceClass}>
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.includes(option.value)}
                disabled={readOnly}
                onChange={(event) => {
                  const next = event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((v) => v !== option.value);
                  onChange(next.length === 0 ? null : next, { immediate: true });
                }}
              />
              {option.label}
            </label>
          ))}
        </div>
      );
    }
    case 'yesno':
      return (
        <div className="flex gap-2">
          {[
            { label: 'Yes', v: true },
            { label: 'No', v: false },
          ].map(({ label, v }) => (
            <label key={label} className={cn(choiceClass, 'min-w-20')}>
              <input
                type="radio"
                name={id}
                className="size-4 accent-primary"
                checked={value === v}
                disabled={readOnly}
                onChange={() => onChange(v, { immediate: true })}
              />
              {label}
            </label>
          ))}
        </div>
      );
    case 'condition':
      return (
        <ConditionInput id={id} item={item} value={value} readOnly={readOnly} onChange={onChange} onCommit={onCommit} />
      );
    case 'gps':
      return <GpsField id={id} value={value} readOnly={readOnly} onChange={(v) => onChange(v, { immediate: true })} />;
  }
}

function NumberInput({ id, item, value, readOnly, onChange, onCommit }: AnswerFieldProps & { id: string }) {
  const shown = typeof value === 'number' ? String(value) : '';
  // What is typed stays as typed ("12." on the way to "12.5"); a parsable number is saved.
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  if (shown !== lastShown) {
    setLastShown(shown);
    if (Number(text) !== value) {
      setText(shown);
    }
  }
  return (
    <Input
      id={id}
      type="text"
      inputMode={item.kind === 'year' ? 'numeric' : 'decimal'}
      value={text}
      readOnly={readOnly}
      className="max-w-48"
      onChange={(event) => {
        const raw = event.target.value;
        setText(raw);
        const trimmed = raw.trim().replace(',', '.');
        if (trimmed === '') {
          onChange(null);
        } else if (Number.isFinite(Number(trimmed))) {
          onChange(Number(trimmed));
        }
      }}
      onBlur={onCommit}
    />
  );
}

function ConditionInput({ id, value, readOnly, onChange, onCommit }: AnswerFieldProps & { id: string }) {
  const condition = value && typeof value === 'object' && 'rating' in value ? (value as ConditionAnswer) : null;
  const ratings = CONDITION_RATINGS.map((rating) => ({
    rating,
    label: `${rating} ${CONDITION_RATING_LABELS[rating]}`,
  }));
  return (
    <div className="grid gap-2">
      <div role="radiogroup" aria-labelledby={`${id}-label`} className="grid grid-cols-5 gap-1">
        {ratings.map(({ rating, label }) => (
          <label key={rating} className={cn(choiceClass, 'justify-center px-1 text-xs sm:text-sm')}>
            <input
              type="radio"
              name={id}
              className="sr-only"
              aria-label={label}
              checked={condition?.rating === rating}
              disabled={readOnly}
              onChange={() =>
                onChange({ rating, ...(condition?.note ? { note: condition.note } : {}) }, { immediate: true })
              }
            />
            <span aria-hidden="true" className="font-semibold">
              {rating}
            </span>
          </label>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">{CONDITION_SCALE_HINT}</p>
      <label className="grid gap-1 text-sm" htmlFor={`${id}-note`}>
        <span className="text-muted-foreground">Note</span>
        <Input
          id={`${id}-note`}
          value={condition?.note ?? ''}
          readOnly={readOnly}
          disabled={!condition && !readOnly}
          placeholder={condition ? '' : 'Choose a rating first'}
          onChange={(event) => {
            if (condition) {
              const note = event.target.value;
              onChange(note === '' ? { rating: condition.rating } : { rating: condition.rating, note });
            }
          }}
          onBlur={onCommit}
        />
      </label>
    </div>
  );
}

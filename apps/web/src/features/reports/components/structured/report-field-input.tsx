import { formatFieldValue } from '@thamani/domain/report-fields';
import type { FieldValue, TemplateField } from '@thamani/domain/reports';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { fieldAnchorId } from '../../lib/check-links';
import { DecimalInput } from './decimal-input';
import { MoneyInput } from './money-input';

/** Text fields that usually run to a few sentences get a text area. */
const LONG_TEXT_KEYS = new Set([
  'property.encumbrances',
  'services.summary',
  'planning.zoning',
  'improvements.description',
  'improvements.condition',
]);

const nativeSelect =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm';

/** One report field, labelled, with the input its type calls for; its id is what a check links to. */
export function ReportFieldInput({
  field,
  value,
  onChange,
  readOnly,
}: {
  field: TemplateField;
  value: FieldValue | undefined;
  onChange: (value: FieldValue) => void;
  /** A submitted or approved report: the value as it prints. */
  readOnly: boolean;
}) {
  const id = fieldAnchorId(field.key);
  if (readOnly) {
    return <ReadOnlyField id={id} field={field} value={value} />;
  }
  const hintId = field.help ? `${id}-hint` : undefined;
  const common = { id, 'aria-describedby': hintId, 'aria-required': field.required || undefined };
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>
        {field.label}
        {field.required ? ' ' : null}
        {field.required ? <span className="text-xs font-normal text-muted-foreground">(required)</span> : null}
      </Label>
      {field.type === 'money' ? (
        <MoneyInput {...common} value={typeof value === 'number' ? value : null} onValueChange={onChange} />
      ) : field.type === 'number' ? (
        <DecimalInput
          {...common}
          unit={field.unit}
          value={typeof value === 'number' ? value : null}
          onValueChange={onChange}
        />
      ) : field.type === 'date' ? (
        <DateField {...common} value={text} onValueChange={(next) => onChange(next || null)} />
      ) : field.type === 'choice' ? (
        <select
          {...common}
          className={nativeSelect}
          value={text}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">Not stated</option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          {text !== '' && !(field.options ?? []).includes(text) ? <option value={text}>{text}</option> : null}
        </select>
      ) : LONG_TEXT_KEYS.has(field.key) ? (
        <Textarea
          {...common}
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      ) : (
        <Input
          {...common}
          maxLength={2000}
          value={text}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      )}
      {field.help ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {field.help}
        </p>
      ) : null}
    </div>
  );
}

function ReadOnlyField({ id, field, value }: { id: string; field: TemplateField; value: FieldValue | undefined }) {
  const shown = formatFieldValue(field, value);
  return (
    <div className="grid content-start gap-1">
      <p id={`${id}-label`} className="text-sm font-medium">
        {field.label}
      </p>
      <p id={id} aria-labelledby={`${id}-label`} className="text-sm whitespace-pre-line wrap-anywhere">
        {shown === '' ? <span className="text-muted-foreground">Not stated</span> : shown}
      </p>
    </div>
  );
}

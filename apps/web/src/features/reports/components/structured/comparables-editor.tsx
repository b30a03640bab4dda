import { adjustedRate, comparableRate, comparablesSummary } from '@thamani/domain/report-comparables';
import { formatFieldValue } from '@thamani/domain/report-fields';
import { COMPARABLES_MAX, type Comparable, type ReportContent } from '@thamani/domain/reports';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { sectionAnchorId } from '../../lib/check-links';
import { addComparable, removeComparable, updateComparable } from '../../lib/structured-rules';
import { DecimalInput } from './decimal-input';
import { MoneyInput } from './money-input';

const rate = (value: number | null) => (value === null ? '—' : `${formatFieldValue({ type: 'money' }, value)}/m²`);

const COLUMNS = [
  'Address',
  'Date',
  'Price (KSh)',
  'Size (m²)',
  'KSh per m²',
  'Adjustment (%)',
  'Adjusted KSh per m²',
  'Notes',
  '',
];

/**
 * Comparable sales: one card per sale at every width, each value labelled above it — one column
 * on a phone (a price in full needs the width), two on a small tablet, four from a tablet up (address, date, price; size, rates, adjustment; notes and
 * Remove), so every value shows whole and nothing sits off to the right. The rates are derived
 * (price ÷ size, then the net adjustment), with the average and median adjusted rate below.
 */
export function ComparablesEditor({
  sectionId,
  title,
  comparables,
  readOnly,
  onUpdate,
}: {
  sectionId: string;
  title: string;
  comparables: Comparable[];
  readOnly: boolean;
  onUpdate: (recipe: (content: ReportContent) => ReportContent) => void;
}) {
  const summary = comparablesSummary(comparables);
  const change = (id: string, patch: Partial<Omit<Comparable, 'id'>>) =>
    onUpdate((c) => updateComparable(c, id, patch));
  return (
    <section aria-labelledby={sectionAnchorId(sectionId)} className="grid gap-4 rounded-lg border p-4">
      <h2 id={sectionAnchorId(sectionId)} className="scroll-mt-36 text-xl font-semibold wrap-anywhere">
        {title}
      </h2>
      {comparables.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comparable sales yet.</p>
      ) : (
        <div>
          <table className="block w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sr-only">
              <tr>
                {COLUMNS.map((column, index) => (
                  <th key={index} scope="col">
                    {column === '' ? 'Remove' : column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="grid gap-3">
              {comparables.map((comparable, index) => (
                <ComparableRow
                  key={comparable.id}
                  n={index + 1}
                  comparable={comparable}
                  readOnly={readOnly}
                  onChange={(patch) => change(comparable.id, patch)}
                  onRemove={() => onUpdate((c) => removeComparable(c, comparable.id))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="text-sm" data-testid="comparables-summary">
        {summary.count === 0
          ? 'Rates appear once a sale has both its price and its size.'
          : `${summary.count} ${summary.count === 1 ? 'sale' : 'sales'} with a rate · average adjusted ${rate(summary.averageAdjustedRate)} · median adjusted ${rate(summary.medianAdjustedRate)}`}
      </p>
      {readOnly ? null : (
        <Button
          variant="outline"
          className="w-fit"
          disabled={comparables.length >= COMPARABLES_MAX}
          onClick={() => onUpdate(addComparable)}
        >
          <Plus aria-hidden="true" />
          Add a comparable sale
        </Button>
      )}
    </section>
  );
}

/**
 * A one-line text that wraps at spaces and grows with its text, so a long address or note shows
 * whole at every width; Enter adds no line (the value is one line).
 */
function WrappingText({
  id,
  maxLength,
  value,
  onValueChange,
}: {
  id: string;
  maxLength: number;
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <Textarea
      id={id}
      rows={1}
      maxLength={maxLength}
      value={value}
      className="min-h-10 resize-none field-sizing-content py-1.5"
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
        }
      }}
      onChange={(e) => onValueChange(e.target.value.replace(/\s*\n\s*/g, ' '))}
    />
  );
}

/** Where a cell sits in the card: the address spans two columns, the notes three from a tablet up. */
const SPAN = { address: 'sm:col-span-2', notes: 'sm:col-span-2 md:col-span-3' } as const;
const ROW = 'grid grid-cols-1 gap-x-3 gap-y-2 rounded-md border p-3 sm:grid-cols-2 md:grid-cols-4';

/** A labelled block of the card; the label names the sale for a screen reader. */
function Cell({
  label,
  n,
  span,
  children,
}: {
  label: string;
  n: number;
  span?: keyof typeof SPAN;
  children: (labelText: ReactNode) => ReactNode;
}) {
  return (
    <td className={cn('grid min-w-0 content-start gap-1', span && SPAN[span])}>
      {children(
        <>
          <span>{label}</span>
          <span className="sr-only"> of comparable {n}</span>
        </>,
      )}
    </td>
  );
}

function ComparableRow({
  n,
  comparable: c,
  readOnly,
  onChange,
  onRemove,
}: {
  n: number;
  comparable: Comparable;
  readOnly: boolean;
  onChange: (patch: Partial<Omit<Comparable, 'id'>>) => void;
  onRemove: () => void;
}) {
  const id = (name: string) => `comparable-${c.id}-${name}`;
  const labelClass = 'text-xs font-medium text-muted-foreground';
  if (readOnly) {
    return (
      <tr className={ROW}>
        {[
          ['Address', c.address || '—', 'address'],
          ['Date', c.date ? formatFieldValue({ type: 'date' }, c.date) : '—'],
          ['Price', formatFieldValue({ type: 'money' }, c.price) || '—'],
          ['Size', c.sizeSqm === null ? '—' : formatFieldValue({ type: 'number', unit: 'm²' }, c.sizeSqm)],
          ['KSh per m²', rate(comparableRate(c))],
          ['Adjustment', `${c.adjustmentPercent} %`],
          ['Adjusted KSh per m²', rate(adjustedRate(c))],
          ['Notes', c.notes || '—', 'notes'],
        ].map(([label, value, span]) => (
          <td
            key={String(label)}
            className={cn('grid min-w-0 content-start gap-0.5', span && SPAN[span as keyof typeof SPAN])}
          >
            <span className={labelClass}>{label}</span>
            <span className="wrap-break-word">{value}</span>
          </td>
        ))}
      </tr>
    );
  }
  return (
    <tr className={ROW}>
      <Cell label="Address" n={n} span="address">
        {(label) => (
          <>
            <label htmlFor={id('address')} className={labelClass}>
              {label}
            </label>
            <WrappingText
              id={id('address')}
              maxLength={200}
              value={c.address}
              onValueChange={(address) => onChange({ address })}
            />
          </>
        )}
      </Cell>
      <Cell label="Date" n={n}>
        {(label) => (
          <>
            <label htmlFor={id('date')} className={labelClass}>
              {label}
            </label>
            <DateField
              id={id('date')}
              value={c.date ?? ''}
              onValueChange={(date) => onChange({ date: date || null })}
            />
          </>
        )}
      </Cell>
      <Cell label="Price (KSh)" n={n}>
        {(label) => (
          <>
            <label htmlFor={id('price')} className={labelClass}>
              {label}
            </label>
            <MoneyInput id={id('price')} value={c.price} onValueChange={(price) => onChange({ price })} />
          </>
        )}
      </Cell>
      <Cell label="Size (m²)" n={n}>
        {(label) => (
          <>
            <label htmlFor={id('size')} className={labelClass}>
              {label}
            </label>
            <DecimalInput
              id={id('size')}
              unit="m²"
              min={0.01}
              max={1e8}
              value={c.sizeSqm}
              onValueChange={(sizeSqm) => onChange({ sizeSqm })}
            />
          </>
        )}
      </Cell>
      <td className="grid min-w-0 content-start gap-1">
        <span className={labelClass}>KSh per m²</span>
        <output aria-label={`KSh per m² of comparable ${n}`} className="tabular-nums">
          {rate(comparableRate(c))}
        </output>
      </td>
      <Cell label="Adjustment (%)" n={n}>
        {(label) => (
          <>
            <label htmlFor={id('adjustment')} className={labelClass}>
              {label}
            </label>
            <DecimalInput
              id={id('adjustment')}
              unit="%"
              min={-100}
              max={100}
              value={c.adjustmentPercent}
              onValueChange={(value) => onChange({ adjustmentPercent: value ?? 0 })}
            />
          </>
        )}
      </Cell>
      <td className="grid min-w-0 content-start gap-1">
        <span className={labelClass}>Adjusted KSh per m²</span>
        <output aria-label={`Adjusted KSh per m² of comparable ${n}`} className="font-medium tabular-nums">
          {rate(adjustedRate(c))}
        </output>
      </td>
      <Cell label="Notes" n={n} span="notes">
        {(label) => (
          <>
            <label htmlFor={id('notes')} className={labelClass}>
              {label}
            </label>
            <WrappingText
              id={id('notes')}
              maxLength={300}
              value={c.notes}
              onValueChange={(notes) => onChange({ notes })}
            />
          </>
        )}
      </Cell>
      <td className="self-end sm:col-span-2 md:col-span-1">
        <Button variant="ghost" size="sm" className="min-h-10 text-destructive" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          <span>Remove</span>
          <span className="sr-only"> comparable {n}</span>
        </Button>
      </td>
    </tr>
  );
}

import { adjustedRate, comparableRate, comparablesSummary } from '@thamani/domain/report-comparables';
import { formatFieldValue } from '@thamani/domain/report-fields';
import { COMPARABLES_MAX, type Comparable, type ReportContent } from '@thamani/domain/reports';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Input } from '@/components/ui/input';
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
 * Comparable sales: a table on a wide screen, one card per sale on a phone. The rates are derived
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
        <div className="lg:overflow-x-auto">
          <table className="block w-full text-sm lg:table lg:min-w-[60rem]">
            <caption className="sr-only">{title}</caption>
            <thead className="hidden lg:table-header-group">
              <tr>
                {COLUMNS.map((column, index) => (
                  <th key={index} scope="col" className="px-1 pb-1 text-left font-medium text-muted-foreground">
                    {column === '' ? <span className="sr-only">Remove</span> : column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="grid gap-3 lg:table-row-group">
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

/** A cell: on a phone a labelled block of the card, in the table a plain cell (the column header labels it). */
function Cell({
  label,
  n,
  wide,
  children,
}: {
  label: string;
  n: number;
  wide?: boolean;
  children: (labelText: ReactNode) => ReactNode;
}) {
  return (
    <td className={cn('grid gap-1 lg:table-cell lg:px-1 lg:py-1 lg:align-top', wide && 'col-span-2')}>
      {children(
        <>
          <span className="lg:sr-only">{label}</span>
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
      <tr className="grid grid-cols-2 gap-2 rounded-md border p-3 lg:table-row lg:border-0 lg:p-0">
        {[
          ['Address', c.address || '—', true],
          ['Date', c.date ? formatFieldValue({ type: 'date' }, c.date) : '—'],
          ['Price', formatFieldValue({ type: 'money' }, c.price) || '—'],
          ['Size', c.sizeSqm === null ? '—' : formatFieldValue({ type: 'number', unit: 'm²' }, c.sizeSqm)],
          ['KSh per m²', rate(comparableRate(c))],
          ['Adjustment', `${c.adjustmentPercent} %`],
          ['Adjusted KSh per m²', rate(adjustedRate(c))],
          ['Notes', c.notes || '—', true],
        ].map(([label, value, wide]) => (
          <td key={String(label)} className={cn('grid gap-0.5 lg:table-cell lg:px-1 lg:py-2', wide && 'col-span-2')}>
            <span className={cn(labelClass, 'lg:sr-only')}>{label}</span>
            <span className="wrap-anywhere">{value}</span>
          </td>
        ))}
        <td className="hidden lg:table-cell" />
      </tr>
    );
  }
  return (
    <tr className="grid grid-cols-2 gap-2 rounded-md border p-3 lg:table-row lg:border-0 lg:p-0">
      <Cell label="Address" n={n} wide>
        {(label) => (
          <>
            <label htmlFor={id('address')} className={labelClass}>
              {label}
            </label>
            <Input
              id={id('address')}
              maxLength={200}
              value={c.address}
              onChange={(e) => onChange({ address: e.target.value })}
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
      <td className="grid gap-1 lg:table-cell lg:px-1 lg:py-1 lg:align-middle">
        <span className={cn(labelClass, 'lg:sr-only')}>KSh per m²</span>
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
      <td className="grid gap-1 lg:table-cell lg:px-1 lg:py-1 lg:align-middle">
        <span className={cn(labelClass, 'lg:sr-only')}>Adjusted KSh per m²</span>
        <output aria-label={`Adjusted KSh per m² of comparable ${n}`} className="font-medium tabular-nums">
          {rate(adjustedRate(c))}
        </output>
      </td>
      <Cell label="Notes" n={n} wide>
        {(label) => (
          <>
            <label htmlFor={id('notes')} className={labelClass}>
              {label}
            </label>
            <Input
              id={id('notes')}
              maxLength={300}
              value={c.notes}
              onChange={(e) => onChange({ notes: e.target.value })}
            />
          </>
        )}
      </Cell>
      <td className="col-span-2 lg:table-cell lg:px-1 lg:py-1 lg:align-top">
        <Button variant="ghost" size="sm" className="min-h-10 text-destructive" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          <span className="lg:sr-only">Remove</span>
          <span className="sr-only"> comparable {n}</span>
        </Button>
      </td>
    </tr>
  );
}

import { adjustedRate, comparableRate, comparablesSummary } from '@thamani/domain/report-comparables';
import { formatFieldValue, formatReportDate } from '@thamani/domain/report-fields';
import type { FieldsSection } from '@thamani/domain/reports';
import type { ReactNode } from 'react';
import type { FlowContext } from './flow-context';
import { linesOf, type FlowItem } from './paginate';

const NUMBER = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });
const EMPTY = '—';
const cell = 'border border-neutral-300 px-[0.5em] py-[0.25em] text-left align-top';

/** A fields section: a two-column table (label, value) that may continue on the next page. */
export function fieldsFlow(section: FieldsSection, ctx: FlowContext): FlowItem[] {
  const group = {
    key: `${section.id}:table`,
    wrap: (rows: ReactNode) => (
      <table className="w-full border-collapse">
        <caption className="sr-only">{section.title}</caption>
        <tbody>{rows}</tbody>
      </table>
    ),
  };
  return section.fields.map((field, index) => {
    const value = formatFieldValue(field, ctx.content.fields[field.key] ?? null) || EMPTY;
    return {
      key: `${section.id}:${field.key}`,
      lines: Math.max(linesOf(field.label, 40), linesOf(value, 60)) + 0.4,
      group,
      index,
      node: (
        <tr>
          <th scope="row" className={`${cell} w-2/5 bg-neutral-100 font-medium`}>
            {field.label}
          </th>
          <td className={`${cell} whitespace-pre-wrap`}>{value}</td>
        </tr>
      ),
    };
  });
}

const COMPARABLE_COLUMNS = [
  'Address',
  'Date',
  'Price (KSh)',
  'Size (m²)',
  'KSh per m²',
  'Adjustment',
  'Adjusted KSh per m²',
];

/** The comparable sales: a table whose header repeats on every page it spans, then the rates they give. */
export function comparablesFlow(sectionId: string, title: string, ctx: FlowContext): FlowItem[] {
  const list = ctx.content.comparables;
  if (list.length === 0) {
    return [{ key: `${sectionId}:none`, lines: 1.5, node: <p>No comparable sales were recorded.</p> }];
  }
  const group = {
    key: `${sectionId}:table`,
    headerLines: 2.5,
    wrap: (rows: ReactNode) => (
      <table className="w-full border-collapse text-[0.85em]">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="bg-neutral-100">
            {COMPARABLE_COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    ),
  };
  const rows: FlowItem[] = list.map((c, index) => {
    const rate = comparableRate(c);
    const adjusted = adjustedRate(c);
    const values = [
      c.address || EMPTY,
      c.date ? formatReportDate(c.date) : EMPTY,
      c.price === null ? EMPTY : NUMBER.format(c.price),
      c.sizeSqm === null ? EMPTY : NUMBER.format(c.sizeSqm),
      rate === null ? EMPTY : NUMBER.format(rate),
      `${c.adjustmentPercent > 0 ? '+' : ''}${NUMBER.format(c.adjustmentPercent)} %`,
      adjusted === null ? EMPTY : NUMBER.format(adjusted),
    ];
    return {
      key: `${sectionId}:${c.id}`,
      lines: linesOf(c.address, 24) * 1.1 + 0.6,
      group,
      index,
      node: (
        <tr>
          {values.map((value, column) => (
            <td key={column} className={`${cell} ${column >= 2 ? 'text-right tabular-nums' : ''}`}>
              {value}
            </td>
          ))}
        </tr>
      ),
    };
  });
  const summary = comparablesSummary(list);
  const text =
    summary.averageAdjustedRate === null
      ? 'No comparable has both a price and a size yet, so no rate can be derived.'
      : `Average adjusted rate KSh ${NUMBER.format(summary.averageAdjustedRate)} per m² (median KSh ${NUMBER.format(summary.medianAdjustedRate ?? 0)}) over ${summary.count} comparable${summary.count === 1 ? '' : 's'}.`;
  return [
    ...rows,
    { key: `${sectionId}:summary`, lines: linesOf(text) + 0.8, node: <p className="mt-[0.5em]">{text}</p> },
  ];
}

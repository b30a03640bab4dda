import { comparablesSummary } from '@thamani/domain/report-comparables';
import { formatFieldValue, isFieldFilled } from '@thamani/domain/report-fields';
import {
  type FieldsSection,
  type ReportContent,
  type TemplateField,
  VALUE_LABELS,
  type ValuationSection,
  valueKey,
} from '@thamani/domain/reports';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { fieldAnchorId, sectionAnchorId } from '../../lib/check-links';

const linkClass = 'w-fit rounded-sm text-sm text-primary underline underline-offset-4';

/** A fields section on the full document: how much is filled in, what is missing, and where to fill it. */
export function FieldsSummary({
  reportId,
  section,
  content,
}: {
  reportId: string;
  section: FieldsSection;
  content: ReportContent;
}) {
  return (
    <FieldList
      reportId={reportId}
      title={section.title}
      fields={section.fields}
      content={content}
      editLink={`${paths.agent.report(reportId)}#${sectionAnchorId(section.id)}`}
    />
  );
}

export function ValuationSummary({
  reportId,
  section,
  content,
}: {
  reportId: string;
  section: ValuationSection;
  content: ReportContent;
}) {
  const fields = section.values.map((kind): TemplateField => ({
    key: valueKey(kind),
    label: VALUE_LABELS[kind],
    type: 'money',
    required: true,
  }));
  return (
    <FieldList
      reportId={reportId}
      title={section.title}
      fields={fields}
      content={content}
      editLink={`${paths.agent.report(reportId)}#${fieldAnchorId(valueKey(section.values[0] ?? 'marketValue'))}`}
    />
  );
}

function FieldList({
  reportId,
  title,
  fields,
  content,
  editLink,
}: {
  reportId: string;
  title: string;
  fields: TemplateField[];
  content: ReportContent;
  editLink: string;
}) {
  const missing = fields.filter((f) => !isFieldFilled(content.fields[f.key]));
  return (
    <div className="grid gap-2 text-sm">
      <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1">
        {fields.map((field) => (
          <div key={field.key} className="contents">
            <dt className="text-muted-foreground">{field.label}</dt>
            <dd className="wrap-anywhere">
              {isFieldFilled(content.fields[field.key]) ? (
                formatFieldValue(field, content.fields[field.key] ?? null)
              ) : (
                <Link to={`${paths.agent.report(reportId)}#${fieldAnchorId(field.key)}`} className={linkClass}>
                  Not filled in<span className="sr-only">: {field.label}</span>
                </Link>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-muted-foreground">
        {fields.length - missing.length} of {fields.length} filled in.{' '}
        <Link to={editLink} className={linkClass}>
          Edit {title} in Values &amp; details
        </Link>
      </p>
    </div>
  );
}

const RATE = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

export function ComparablesSummary({
  reportId,
  sectionId,
  content,
}: {
  reportId: string;
  sectionId: string;
  content: ReportContent;
}) {
  const summary = comparablesSummary(content.comparables);
  const count = content.comparables.length;
  return (
    <p className="text-sm">
      {count === 0 ? 'No comparable sales yet.' : `${count} comparable sale${count === 1 ? '' : 's'}.`}
      {summary.averageAdjustedRate !== null
        ? ` Average adjusted rate KSh ${RATE.format(summary.averageAdjustedRate)} per m².`
        : ''}{' '}
      <Link to={`${paths.agent.report(reportId)}#${sectionAnchorId(sectionId)}`} className={linkClass}>
        Edit comparables in Values &amp; details
      </Link>
    </p>
  );
}

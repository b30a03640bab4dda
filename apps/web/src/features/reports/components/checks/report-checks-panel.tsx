import { CHECK_RESULTS, type CheckResult, type ReportCheck, type ReportChecks } from '@thamani/domain/reports';
import { CheckCircle2, MinusCircle, TriangleAlert, XCircle } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';
import { type CheckTarget, fieldAnchorId, sectionAnchorId } from '../../lib/check-links';

const RESULT_WORDS: Record<CheckResult, string> = {
  pass: 'Pass',
  warning: 'Warning',
  fail: 'Fail',
  not_applicable: 'Not applicable',
};
const RESULT_ICONS = { pass: CheckCircle2, warning: TriangleAlert, fail: XCircle, not_applicable: MinusCircle };
const RESULT_STYLES: Record<CheckResult, string> = {
  pass: 'bg-success text-success-foreground',
  warning: 'text-warning-foreground bg-warning',
  fail: 'text-destructive-foreground bg-destructive',
  // Neutral: a check that does not apply is neither good nor bad news.
  not_applicable: 'border bg-muted text-foreground',
};

/** How many checks came out each way. */
export function countChecks(checks: ReportChecks): Record<CheckResult, number> {
  return Object.fromEntries(
    CHECK_RESULTS.map((result) => [result, checks.checks.filter((c) => c.result === result).length]),
  ) as Record<CheckResult, number>;
}

/** Same-page links: the anchor of the field or section, focused so the valuer can type at once. */
function defaultLink(target: CheckTarget): string | null {
  if ('fieldKey' in target) {
    return `#${fieldAnchorId(target.fieldKey)}`;
  }
  if ('sectionId' in target) {
    return `#${sectionAnchorId(target.sectionId)}`;
  }
  return null;
}

function focusAnchor(event: MouseEvent<HTMLAnchorElement>, href: string) {
  if (!href.startsWith('#')) {
    return;
  }
  const element = document.getElementById(decodeURIComponent(href.slice(1)));
  if (!element) {
    return;
  }
  event.preventDefault();
  element.scrollIntoView({ block: 'center' });
  if (!element.matches('input, select, textarea, button, [tabindex]')) {
    element.setAttribute('tabindex', '-1');
  }
  element.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', href);
}

/**
 * The checks before submit: each PASS, WARNING, FAIL or NOT APPLICABLE in words and an icon (not colour alone),
 * with what is wrong and a link to where it is fixed.
 */
export function ReportChecksPanel({
  checks,
  linkFor = defaultLink,
  className,
}: {
  checks: ReportChecks;
  linkFor?: (target: CheckTarget) => string | null;
  className?: string;
}) {
  const counts = countChecks(checks);
  return (
    <section aria-labelledby="report-checks-title" className={cn('grid gap-3 rounded-lg border p-4', className)}>
      <div className="grid gap-1">
        <h2 id="report-checks-title" className="text-lg font-semibold">
          Checks before submit
        </h2>
        <p className="text-sm text-muted-foreground">
          {checkSummary(counts)}
          {checks.blocked ? ' A failed check blocks submission.' : ''}
        </p>
      </div>
      <ul className="grid gap-2">
        {checks.checks.map((check) => (
          <CheckRow
            key={check.id}
            check={check}
            href={
              (check.result === 'warning' || check.result === 'fail') && check.target ? linkFor(check.target) : null
            }
          />
        ))}
      </ul>
    </section>
  );
}

export function checkSummary(counts: Record<CheckResult, number>): string {
  const parts = [
    `${counts.pass} passed`,
    counts.warning > 0 ? `${counts.warning} ${counts.warning === 1 ? 'warning' : 'warnings'}` : null,
    counts.fail > 0 ? `${counts.fail} failed` : null,
    counts.not_applicable > 0 ? `${counts.not_applicable} not applicable` : null,
  ].filter(Boolean);
  return `${parts.join(', ')}.`;
}

function CheckRow({ check, href }: { check: ReportCheck; href: string | null }) {
  const Icon = RESULT_ICONS[check.result];
  return (
    <li
      data-testid={`check-${check.id}`}
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-1 rounded-md border p-3',
        check.result === 'fail' && 'border-destructive',
        check.result === 'warning' && 'border-warning',
      )}
    >
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
          RESULT_STYLES[check.result],
        )}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {RESULT_WORDS[check.result]}
      </span>
      <div className="grid gap-1">
        <p className="font-medium">{check.label}</p>
        <p className="text-sm wrap-anywhere text-muted-foreground">{check.message}</p>
        {href ? (
          href.startsWith('#') ? (
            <a
              href={href}
              onClick={(event) => focusAnchor(event, href)}
              className="w-fit rounded-sm text-sm text-primary underline underline-offset-4"
            >
              Fix this<span className="sr-only">: {check.label}</span>
            </a>
          ) : (
            <Link to={href} className="w-fit rounded-sm text-sm text-primary underline underline-offset-4">
              Fix this<span className="sr-only">: {check.label}</span>
            </Link>
          )
        ) : null}
      </div>
    </li>
  );
}

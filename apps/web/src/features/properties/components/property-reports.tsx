import { formatDate } from '@thamani/domain/display';
import { formatKsh } from '@thamani/domain/money';
import type { AdminPropertyDetail } from '@thamani/domain/properties';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ReportStatusBadge } from '@/entities/report/components/report-status-badge';
import { Fact } from './fact';
import { HistorySection, LINK_CLASS, ROW_CLASS } from './history-section';

const money = (value: number | null) => (value === null ? 'Not stated' : formatKsh(value));

/** Each request's report: status, submissions, its latest values and verification code. */
export function PropertyReports({ reports }: { reports: AdminPropertyDetail['reports'] }) {
  return (
    <HistorySection title="Reports" count={reports.length} empty="No report has been started.">
      <ol aria-label="Reports" className="grid gap-3">
        {reports.map((r) => (
          <li key={r.id} className={ROW_CLASS}>
            <div className="flex flex-wrap items-center gap-2">
              <Link to={paths.admin.report(r.id)} className={LINK_CLASS}>
                {r.n === 0 ? 'Draft, not submitted' : `Submission ${r.n}`}
              </Link>
              <ReportStatusBadge status={r.status} />
            </div>
            {r.n > 0 ? (
              <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
                <Fact label="Market value" value={money(r.marketValue)} />
                <Fact label="Forced sale value" value={money(r.forcedSaleValue)} />
                <Fact label="Insurance value" value={money(r.insuranceValue)} />
                <div className="flex gap-1 sm:flex-col sm:gap-0">
                  <dt className="shrink-0 text-muted-foreground">Verification code:</dt>
                  <dd className="font-medium">
                    {r.verifyCode ? (
                      <Link to={paths.verify(r.verifyCode)} className={LINK_CLASS}>
                        {r.verifyCode}
                      </Link>
                    ) : (
                      'Not approved yet'
                    )}
                  </dd>
                </div>
              </dl>
            ) : null}
          </li>
        ))}
      </ol>
    </HistorySection>
  );
}

/** The approved values, oldest approval first: how the property's value moved. */
export function PropertyValues({ values }: { values: AdminPropertyDetail['values'] }) {
  return (
    <HistorySection
      title="Values over time"
      count={values.length}
      empty="No report on this property has been approved yet."
    >
      {/* Focusable so keyboard users can scroll it sideways on a phone. */}
      <div
        role="region"
        aria-label="Values over time"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Approved values by approval date, in Kenya shillings</caption>
          <thead className="bg-muted text-left">
            <tr>
              <th scope="col" className="p-2 font-medium">
                Approved on
              </th>
              <th scope="col" className="p-2 text-right font-medium">
                Market value
              </th>
              <th scope="col" className="p-2 text-right font-medium">
                Forced sale value
              </th>
              <th scope="col" className="p-2 text-right font-medium">
                Insurance value
              </th>
            </tr>
          </thead>
          <tbody>
            {values.map((v) => (
              <tr key={`${v.reportId}-${v.n}`} className="border-t">
                <th scope="row" className="p-2 text-left font-normal whitespace-nowrap">
                  {formatDate(v.approvedAt)}
                </th>
                <td className="p-2 text-right whitespace-nowrap">{money(v.marketValue)}</td>
                <td className="p-2 text-right whitespace-nowrap">{money(v.forcedSaleValue)}</td>
                <td className="p-2 text-right whitespace-nowrap">{money(v.insuranceValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </HistorySection>
  );
}

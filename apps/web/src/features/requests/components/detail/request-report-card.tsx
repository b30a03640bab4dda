import type { RequestDetail } from '@thamani/domain/requests';
import { FileDown, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

type RequestReport = RequestDetail['report'];

/** The card's sentences: to the client in the second person, to staff about the client's report. */
const WORDING = {
  client: {
    ready: 'Your valuation report is ready. It is signed by your valuer and approved by the firm.',
    preparing: 'Your report is being prepared. It can be downloaded in a moment.',
    notYet: 'Your report can be downloaded once your valuer has written it and the firm has approved it.',
    code: 'Printed on every page: your bank can check the report is genuine with it.',
  },
  staff: {
    ready: 'The valuation report is issued: signed by the valuer and approved by the firm.',
    preparing: 'The approved report’s PDF is being prepared. It can be downloaded in a moment.',
    notYet: 'The report can be downloaded once the valuer has written it and it has been approved.',
    code: 'Printed on every page: the client’s bank can check the report is genuine with it.',
  },
} as const;

/** The approved report's PDF is being rendered: the page asks again until it can be downloaded. */
export function isReportBeingPrepared(report: RequestReport): boolean {
  return report !== null && report.status === 'approved' && report.downloadUrl === null && !report.heldForPayment;
}

/**
 * The valuation report of a request: Download Report once the signed PDF is issued, with the code
 * a bank checks it with; "being prepared" while it renders; disabled, with the reason, before.
 */
export function RequestReportCard({
  report,
  audience = 'client',
}: {
  report: RequestReport;
  audience?: keyof typeof WORDING;
}) {
  const words = WORDING[audience];
  const headingId = useId();
  const noteId = useId();
  const preparing = isReportBeingPrepared(report);

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={headingId} className="text-lg">
            Valuation report
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {report?.downloadUrl ? (
            <>
              <p>{words.ready}</p>
              <Button asChild className="w-fit">
                <a href={report.downloadUrl} download>
                  <FileDown aria-hidden="true" />
                  Download Report
                </a>
              </Button>
            </>
          ) : (
            <>
              {report?.heldForPayment ? (
                <p id={noteId} className="font-medium">
                  {report.heldForPayment}
                </p>
              ) : preparing ? (
                <p role="status" id={noteId} className="flex items-start gap-2">
                  <Loader2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin" />
                  {words.preparing}
                </p>
              ) : (
                <p id={noteId} className="text-muted-foreground">
                  {words.notYet}
                </p>
              )}
              <Button className="w-fit" disabled aria-describedby={noteId}>
                <FileDown aria-hidden="true" />
                Download Report
              </Button>
            </>
          )}
          {report?.verifyCode ? (
            <p>
              Verification code{' '}
              <Link
                to={paths.verify(report.verifyCode)}
                className="font-mono font-semibold text-primary underline underline-offset-4"
              >
                {report.verifyCode}
              </Link>
              <span className="block text-muted-foreground">{words.code}</span>
            </p>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

import { formatDate, formatDateTime } from '@thamani/domain/display';
import { formatKsh } from '@thamani/domain/money';
import { VALUE_KINDS, VALUE_LABELS, type VerifyResponse } from '@thamani/domain/reports';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** What the issued report states, as the firm recorded it when it was approved. */
export function VerificationDetails({ report }: { report: VerifyResponse }) {
  const valuesId = useId();
  const place = [report.property.town, report.property.county].filter(Boolean).join(', ');
  const values = VALUE_KINDS.flatMap((kind) => {
    const amount = report.values[kind];
    return amount === null ? [] : [{ label: VALUE_LABELS[kind], amount }];
  });

  return (
    <>
      <Alert variant="success" role="status">
        <ShieldCheck aria-hidden="true" />
        <AlertTitle>This is a genuine report issued by {report.firm}</AlertTitle>
        <AlertDescription>
          <p>
            Verification code <span className="font-mono font-semibold text-foreground">{report.code}</span>, approved
            on {formatDateTime(report.approvedAt)}. Compare what it states below with your copy.
          </p>
        </AlertDescription>
      </Alert>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {report.property.title}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Fact label="LR / title number" value={report.property.lrNumber ?? 'Not stated'} mono />
            <Fact label="Location" value={place || 'Not stated'} />
            <Fact
              label="Valuation date"
              value={report.valuationDate ? formatDate(report.valuationDate) : 'Not stated'}
            />
            <Fact label="Valuer" value={report.valuer.name} />
            <Fact label="VRB registration number" value={report.valuer.vrbNumber ?? 'Not stated'} mono />
            <Fact label="Firm" value={report.firm} />
          </dl>
          <section aria-labelledby={valuesId} className="grid gap-2">
            <h3 id={valuesId} className="font-semibold">
              Values stated
            </h3>
            <dl className="grid gap-2 sm:grid-cols-3">
              {values.map((value) => (
                <div key={value.label} className="grid gap-0.5 rounded-lg border bg-muted/40 p-3">
                  <dt className="text-sm text-muted-foreground">{value.label}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{formatKsh(value.amount)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </CardContent>
      </Card>
    </>
  );
}

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={mono ? 'font-mono font-medium wrap-anywhere' : 'font-medium wrap-anywhere'}>{value}</dd>
    </div>
  );
}

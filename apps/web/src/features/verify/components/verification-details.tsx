import { formatDate, formatDateTime } from '@thamani/domain/display';
import { formatLrNumber } from '@thamani/domain/lr-number';
import { formatKsh } from '@thamani/domain/money';
import { formatKenyanPhone } from '@thamani/domain/phone';
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
            {report.reference ? <Fact label="Our ref." value={report.reference} mono /> : null}
            <Fact
              label="LR / title number"
              value={report.property.lrNumber ? formatLrNumber(report.property.lrNumber) : 'Not stated'}
              mono
            />
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
      <FirmContactCard firm={report.firmContact} />
    </>
  );
}

/** Who issued it and how to reach them, to ask about the report (the firm's details as they are now). */
function FirmContactCard({ firm }: { firm: VerifyResponse['firmContact'] }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-3">
        {firm.logoUrl ? <img src={firm.logoUrl} alt="" className="h-10 max-w-32 object-contain" /> : null}
        <CardTitle as="h2" className="text-lg">
          Contact {firm.name}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Fact label="VRB firm registration number" value={firm.vrbFirmNumber ?? 'Not stated'} mono />
          <Fact label="Office" value={firm.physicalAddress} />
          {firm.postalAddress ? <Fact label="Postal address" value={firm.postalAddress} /> : null}
          {firm.phone ? (
            <ContactLink label="Phone" href={`tel:${firm.phone}`} text={formatKenyanPhone(firm.phone)} />
          ) : null}
          {firm.email ? <ContactLink label="E-mail" href={`mailto:${firm.email}`} text={firm.email} /> : null}
          {firm.website ? <ContactLink label="Website" href={firm.website} text={firm.website} external /> : null}
        </dl>
      </CardContent>
    </Card>
  );
}

function ContactLink({
  label,
  href,
  text,
  external = false,
}: {
  label: string;
  href: string;
  text: string;
  external?: boolean;
}) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium wrap-anywhere">
        <a
          href={href}
          className="underline underline-offset-4"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {text}
        </a>
      </dd>
    </div>
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

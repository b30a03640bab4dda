import { REPORT_MESSAGES } from '@thamani/domain/reports';
import { formatDateTime } from '@thamani/domain/display';
import { Clock, SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isUnknownCode, retryAtOf, useVerification } from '../api/get-verification';
import { CheckCopy } from '../components/check-copy';
import { VerificationDetails } from '../components/verification-details';
import { VerifyCodeForm } from '../components/verify-code-form';
import { normalizeVerifyCode } from '../lib/verify-code';

/**
 * /verify/:code (public) — a bank or court checks a report from the code and QR code printed on
 * every page: what the firm issued, and whether a PDF it holds is that exact file.
 */
export function VerifyPage() {
  const { code: typed = '' } = useParams();
  const code = normalizeVerifyCode(typed);
  const navigate = useNavigate();
  const query = useVerification(code ?? '', { enabled: code !== null });

  // A code typed into the address bar in lower case or without its dash: show it as printed.
  useEffect(() => {
    if (code && code !== typed) {
      void navigate(paths.verify(code), { replace: true });
    }
  }, [code, typed, navigate]);

  let content: ReactNode;
  const retryAt = query.isError ? retryAtOf(query.error) : null;
  if (retryAt !== null) {
    content = (
      <Alert variant="destructive">
        <Clock aria-hidden="true" />
        <AlertTitle>{REPORT_MESSAGES.verifyRateLimited}</AlertTitle>
        <AlertDescription>You can check codes again after {formatDateTime(retryAt)} (Nairobi time).</AlertDescription>
      </Alert>
    );
  } else if (code === null || (query.isError && isUnknownCode(query.error))) {
    content = (
      <Alert variant="destructive">
        <SearchX aria-hidden="true" />
        <AlertTitle>{REPORT_MESSAGES.verifyNotFound}</AlertTitle>
      </Alert>
    );
  } else if (query.data) {
    content = (
      <>
        <VerificationDetails report={query.data} />
        <CheckCopy issuedSha256={query.data.sha256} />
      </>
    );
  } else if (query.isError) {
    content = <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    content = <PageSpinner label="Checking the code" />;
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Verify a valuation report</h1>
        <p className="text-muted-foreground">
          Every report we issue carries a verification code and a QR code on each page. Check here that a report is
          genuine and that your copy has not been changed.
        </p>
      </header>
      {content}
      <VerifyCodeForm label={code === null || query.isError ? 'Verification code' : 'Check another code'} />
    </div>
  );
}

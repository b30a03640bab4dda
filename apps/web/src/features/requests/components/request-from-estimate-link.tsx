import type { EstimateInput } from '@thamani/domain/estimate';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { prefillFromEstimate, savePrefill } from '../request-prefill';

/** "Request a valuation" under an estimate: opens /request with the estimator's inputs filled in. */
export function RequestFromEstimateLink({ estimate }: { estimate: EstimateInput }) {
  const prefill = prefillFromEstimate(estimate);
  return (
    <Button asChild size="lg">
      <Link to={paths.request} state={{ prefill }} onClick={() => savePrefill(prefill)}>
        <ClipboardCheck aria-hidden="true" />
        Request a valuation
      </Link>
    </Button>
  );
}

import { countyInLocation } from '@thamani/domain/counties';
import { PROPERTY_TYPES, type EstimateInput } from '@thamani/domain/estimate';
import {
  MARKET_EVIDENCE_DISCLAIMER,
  MARKET_EVIDENCE_NO_COUNTY,
  MARKET_EVIDENCE_TITLE,
  MARKET_EVIDENCE_TOO_FEW,
  formatEvidencePeriod,
  impliedValue,
  type MarketEvidenceQuery,
} from '@thamani/domain/market-evidence';
import { formatKsh } from '@thamani/domain/money';
import { BarChart3, Info } from 'lucide-react';
import { useId } from 'react';
import { useMarketEvidence } from '../api/get-market-evidence';

function queryFor(input: EstimateInput): MarketEvidenceQuery | null {
  const county = countyInLocation(input.location);
  const propertyType = PROPERTY_TYPES.find((type) => type === input.propertyType);
  return county && propertyType ? { county, propertyType } : null;
}

function NeutralLine({ children }: { children: string }) {
  return <p className="text-center text-sm text-muted-foreground">{children}</p>;
}

/**
 * Beside the automated estimate, separate from it: what the firm's approved valuations of that
 * type in that county say (an aggregate, or a neutral line when there are too few). Never a figure
 * the server did not give.
 */
export function MarketEvidencePanel({ input }: { input: EstimateInput }) {
  const id = useId();
  const query = queryFor(input);
  const { data, isPending, isError } = useMarketEvidence(query);

  if (!query) {
    return <NeutralLine>{MARKET_EVIDENCE_NO_COUNTY}</NeutralLine>;
  }
  if (isError) {
    return null;
  }
  if (isPending) {
    return <NeutralLine>Looking up our approved valuations…</NeutralLine>;
  }
  const evidence = data.evidence;
  if (!evidence) {
    return <NeutralLine>{MARKET_EVIDENCE_TOO_FEW}</NeutralLine>;
  }
  const implied = impliedValue(evidence, input.size);
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border border-primary/40 bg-card p-6">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-foreground">
        <BarChart3 aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {MARKET_EVIDENCE_TITLE}
      </h3>
      <p className="text-foreground">
        Median <strong className="font-semibold">{formatKsh(evidence.medianPerSqm)} per m²</strong> across{' '}
        {evidence.count} approved {query.propertyType} valuations in {query.county} County,{' '}
        {formatEvidencePeriod(evidence)}.
      </p>
      {implied !== null ? (
        <p className="text-foreground">
          For {input.size.trim()} m² that is about <strong className="font-semibold">{formatKsh(implied)}</strong>.
        </p>
      ) : null}
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{MARKET_EVIDENCE_DISCLAIMER}</span>
      </p>
    </section>
  );
}

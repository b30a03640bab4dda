import {
  ESTIMATE_DELAY_MS,
  ESTIMATE_DISCLAIMERS,
  canEstimate,
  estimatePrice,
  type EstimateInput,
} from '@thamani/domain/estimate';
import { formatKsh } from '@thamani/domain/money';
import { Calculator, Info } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PropertyTypeSelectPlaceholder } from './property-type-select-placeholder';

// Radix Select is most of the estimator's weight: it loads right after the page, and a stand-in
// trigger takes its place until then (docs/frontend-performance.md).
const PropertyTypeSelect = lazyComponent(() =>
  import('./property-type-select').then((m) => ({ default: m.PropertyTypeSelect })),
);

type EstimateState =
  { phase: 'idle' } | { phase: 'calculating' } | { phase: 'result'; amount: number; input: EstimateInput };

const EMPTY_INPUT: EstimateInput = { location: '', propertyType: '', size: '' };

type QuickEstimateProps = {
  /**
   * Shown under a result, given the inputs it was computed from — the home page puts
   * "Request a valuation" here (the estimator itself knows nothing of requests).
   */
  resultAction?: (input: EstimateInput) => ReactNode;
  /**
   * Shown under a result, apart from it, given the same inputs — the home page puts what the
   * firm's approved valuations say here.
   */
  resultEvidence?: (input: EstimateInput) => ReactNode;
  /** Called when a calculation starts, e.g. to fetch what `resultAction` needs meanwhile. */
  onCalculate?: () => void;
};

/** Quick Property Estimate: idle → "Calculating..." for 2 s → the KSh result. No network call. */
export function QuickEstimate({ resultAction, resultEvidence, onCalculate }: QuickEstimateProps = {}) {
  const id = useId();
  const [input, setInput] = useState<EstimateInput>(EMPTY_INPUT);
  const [state, setState] = useState<EstimateState>({ phase: 'idle' });
  const [openTypeOnLoad, setOpenTypeOnLoad] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function update(field: keyof EstimateInput, value: string) {
    setInput((current) => ({ ...current, [field]: value }));
    // A result shown for other inputs would mislead; go back to idle.
    if (state.phase === 'result') {
      setState({ phase: 'idle' });
    }
  }

  function handleEstimate() {
    const snapshot = input;
    setState({ phase: 'calculating' });
    onCalculate?.();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState({ phase: 'result', amount: estimatePrice(snapshot), input: snapshot });
    }, ESTIMATE_DELAY_MS);
  }

  const isCalculating = state.phase === 'calculating';

  return (
    <Card className="mx-auto w-full max-w-4xl">
      <CardHeader className="text-center">
        {/* CardTitle and CardDescription in a larger size, spelt out: on the first load, cn() does
            not merge classes, so their own text-xl / text-sm would compete with the larger one. */}
        <h2
          data-slot="card-title"
          className="flex items-center justify-center gap-2 text-2xl font-semibold tracking-tight sm:text-3xl"
        >
          <Calculator aria-hidden="true" className="size-7 text-primary" />
          Quick Property Estimate
        </h2>
        <p data-slot="card-description" className="text-base text-muted-foreground">
          Enter a few details and get a rough idea of your property&apos;s value in just 30 seconds.
        </p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form
          className="grid gap-4 md:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (canEstimate(input) && !isCalculating) {
              handleEstimate();
            }
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-location`}>Location</Label>
            <Input
              id={`${id}-location`}
              placeholder="e.g. Westlands, Nairobi"
              autoComplete="off"
              value={input.location}
              onChange={(event) => update('location', event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-type`}>Property Type</Label>
            <Suspense
              fallback={<PropertyTypeSelectPlaceholder id={`${id}-type`} onOpen={() => setOpenTypeOnLoad(true)} />}
            >
              <PropertyTypeSelect
                id={`${id}-type`}
                value={input.propertyType}
                onValueChange={(value) => update('propertyType', value)}
                defaultOpen={openTypeOnLoad}
              />
            </Suspense>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-size`}>Size (square metres)</Label>
            <Input
              id={`${id}-size`}
              inputMode="decimal"
              placeholder="e.g. 250"
              autoComplete="off"
              value={input.size}
              onChange={(event) => update('size', event.target.value)}
            />
          </div>
          <Button type="submit" size="lg" className="md:col-span-3" disabled={!canEstimate(input) || isCalculating}>
            {isCalculating ? 'Calculating...' : 'Get Instant Estimate'}
          </Button>
        </form>
        <div aria-live="polite" aria-atomic="true">
          {state.phase === 'result' ? <EstimateResult amount={state.amount} /> : null}
        </div>
        {state.phase === 'result' && resultEvidence ? (
          <div aria-live="polite">{resultEvidence(state.input)}</div>
        ) : null}
        {state.phase === 'result' && resultAction ? (
          <div className="flex justify-center">{resultAction(state.input)}</div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function EstimateResult({ amount }: { amount: number }) {
  return (
    <div className="grid gap-3 rounded-lg border bg-muted p-6 text-center">
      <p className="text-sm font-medium text-muted-foreground">Estimated value</p>
      <p className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{formatKsh(amount)}</p>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        {ESTIMATE_DISCLAIMERS.map((text) => (
          <li key={text} className="flex items-start justify-center gap-2">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

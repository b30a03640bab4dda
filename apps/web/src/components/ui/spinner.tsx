import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export type SpinnerProps = {
  className?: string;
  /** Accessible text announced to screen readers. */
  label?: string;
};

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn('size-6 animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a whole page or route while it loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/utils';

export type SpinnerProps = {
  className?: string;
  /** Accessible text announced to screen readers. */
  label?: string;
  /** The page spinner's is larger (a prop rather than a class: the first load has no class merging). */
  size?: 'size-6' | 'size-8';
};

export function Spinner({ className, label = 'Loading', size = 'size-6' }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn(size, 'animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a whole page or route while it loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center">
      <Spinner size="size-8" label={label} />
    </div>
  );
}

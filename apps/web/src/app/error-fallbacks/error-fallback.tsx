import { AlertTriangle, Home, RefreshCw, RotateCcw } from 'lucide-react';
import type { FallbackProps } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { isAppError } from '@/lib/errors';
import { cn } from '@/lib/utils';

export type ErrorFallbackVariant = 'app' | 'page' | 'section' | 'form' | 'data-load';

type VariantConfig = {
  title: string;
  description: string;
  actions: ReadonlyArray<'retry' | 'refresh' | 'home'>;
};

/** What each failure scope says and offers (Try Again, Refresh Page, Go Home). */
export const ERROR_FALLBACK_VARIANTS: Record<ErrorFallbackVariant, VariantConfig> = {
  app: {
    title: 'Something went wrong',
    description: 'Thamani ran into an unexpected problem. Please try again; if it keeps happening, refresh the page.',
    actions: ['retry', 'refresh', 'home'],
  },
  page: {
    title: "This page couldn't be displayed",
    description: 'An unexpected error stopped this page from loading.',
    actions: ['retry', 'refresh', 'home'],
  },
  section: {
    title: "This section couldn't be displayed",
    description: 'The rest of the page still works.',
    actions: ['retry'],
  },
  form: {
    title: 'The form ran into a problem',
    description: 'Your entries could not be handled. Try again, or refresh the page to start over.',
    actions: ['retry', 'refresh'],
  },
  'data-load': {
    title: "We couldn't load this information",
    description: 'Check your connection and try again.',
    actions: ['retry', 'refresh'],
  },
};

export type ErrorFallbackProps = {
  variant: ErrorFallbackVariant;
  error?: unknown;
  onRetry?: () => void;
  className?: string;
};

/** Messages meant for people (AppError from our API) are shown; internal errors are not. */
function userMessage(error: unknown): string | null {
  return isAppError(error) && error.code !== 'INTERNAL' ? error.message : null;
}

export function ErrorFallback({ variant, error, onRetry, className }: ErrorFallbackProps) {
  const config = ERROR_FALLBACK_VARIANTS[variant];
  const detail = userMessage(error);
  const isFullScreen = variant === 'app' || variant === 'page';
  const Heading = isFullScreen ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      data-variant={variant}
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-destructive/40 bg-card text-center text-card-foreground',
        isFullScreen ? 'mx-auto my-12 max-w-lg p-10' : 'p-6',
        variant === 'app' && 'min-h-[60vh] justify-center border-none',
        className,
      )}
    >
      <AlertTriangle aria-hidden="true" className={cn('text-destructive', isFullScreen ? 'size-12' : 'size-8')} />
      <div className="space-y-2">
        <Heading className={cn('font-semibold', isFullScreen ? 'text-2xl' : 'text-lg')}>{config.title}</Heading>
        <p className="text-sm text-muted-foreground">{config.description}</p>
        {detail ? <p className="text-sm">{detail}</p> : null}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {config.actions.includes('retry') && onRetry ? (
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
        ) : null}
        {config.actions.includes('refresh') ? (
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Refresh Page
          </Button>
        ) : null}
        {config.actions.includes('home') ? (
          // A plain link: the app-level fallback may render outside the router.
          <Button variant="ghost" asChild>
            <a href="/">
              <Home aria-hidden="true" />
              Go Home
            </a>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

const fromBoundary = (variant: ErrorFallbackVariant) =>
  function BoundaryFallback({ error, resetErrorBoundary }: FallbackProps) {
    return <ErrorFallback variant={variant} error={error} onRetry={resetErrorBoundary} />;
  };

export const AppErrorFallback = fromBoundary('app');
export const PageErrorFallback = fromBoundary('page');
export const SectionErrorFallback = fromBoundary('section');
export const FormErrorFallback = fromBoundary('form');

/** For a failed query: `<DataLoadErrorFallback error={q.error} onRetry={() => q.refetch()} />`. */
export function DataLoadErrorFallback({ error, onRetry, className }: Omit<ErrorFallbackProps, 'variant'>) {
  return <ErrorFallback variant="data-load" error={error} onRetry={onRetry} className={className} />;
}

import { QueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import {
  AppErrorFallback,
  DataLoadErrorFallback,
  FormErrorFallback,
  PageErrorFallback,
  SectionErrorFallback,
} from './error-fallback';

const logError = (error: unknown) => console.error('Caught by error boundary:', error);

type BoundaryProps = { children: ReactNode; resetKeys?: unknown[]; onReset?: () => void };

export function AppErrorBoundary({ children }: BoundaryProps) {
  return (
    <ErrorBoundary FallbackComponent={AppErrorFallback} onError={logError}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * For a widget beside the page (the toaster, the chat launcher): if it fails, it leaves the screen quietly
 * (`fallback`, else nothing) and the page around it keeps working.
 */
export function WidgetErrorBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <ErrorBoundary fallback={fallback} onError={logError}>
      {children}
    </ErrorBoundary>
  );
}

export function PageErrorBoundary({ children, resetKeys }: BoundaryProps) {
  return (
    <ErrorBoundary FallbackComponent={PageErrorFallback} onError={logError} resetKeys={resetKeys}>
      {children}
    </ErrorBoundary>
  );
}

export function SectionErrorBoundary({ children, resetKeys, onReset }: BoundaryProps) {
  return (
    <ErrorBoundary FallbackComponent={SectionErrorFallback} onError={logError} resetKeys={resetKeys} onReset={onReset}>
      {children}
    </ErrorBoundary>
  );
}

export function FormErrorBoundary({ children, resetKeys, onReset }: BoundaryProps) {
  return (
    <ErrorBoundary FallbackComponent={FormErrorFallback} onError={logError} resetKeys={resetKeys} onReset={onReset}>
      {children}
    </ErrorBoundary>
  );
}

/** Wraps components using suspense/throwing queries; Try Again resets and refetches them. */
export function DataLoadErrorBoundary({ children, resetKeys }: BoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          onError={logError}
          resetKeys={resetKeys}
          fallbackRender={({ error, resetErrorBoundary }: FallbackProps) => (
            <DataLoadErrorFallback error={error} onRetry={resetErrorBoundary} />
          )}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

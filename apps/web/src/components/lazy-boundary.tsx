import { Suspense, type ReactNode } from 'react';
import { PageLoadErrorBoundary } from './page-load-error-boundary';
import { LoadingPlaceholder } from '@postradar/ui';

/**
 * Wraps an on-demand part: a delayed loader while it loads (or `fallback`; `null` shows nothing),
 * the failure screen if it cannot.
 */
export function LazyBoundary({
  name,
  children,
  fallback,
}: {
  name: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <PageLoadErrorBoundary name={name}>
      <Suspense fallback={fallback === undefined ? <LoadingPlaceholder /> : fallback}>
        {children}
      </Suspense>
    </PageLoadErrorBoundary>
  );
}

import type { ApiError } from '@postradar/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BlockError } from './block-error';

interface BlockContentProps<T> {
  query: UseQueryResult<T>;
  /** A refusal known without asking (no running plan): shown as the API's would be. */
  refusal?: ApiError;
  /** Shown while the first answer loads, in the shape of the content. */
  skeleton: ReactNode;
  /** Whether the answer holds nothing to show; never, when left out. */
  isEmpty?(data: T): boolean;
  /** What the block shows with nothing in it: why, and what to do. */
  empty?: ReactNode;
  children(data: T): ReactNode;
  testId: string;
}

/** A block's own states: loading, failed (with retry, or the upgrade prompt), empty, or its data. */
export function BlockContent<T>({
  query,
  refusal,
  skeleton,
  isEmpty,
  empty,
  children,
  testId,
}: BlockContentProps<T>) {
  const error = query.isError ? query.error : refusal;
  if (error) {
    return <BlockError error={error} onRetry={() => void query.refetch()} testId={testId} />;
  }
  if (query.data === undefined) return skeleton;
  return isEmpty?.(query.data) ? empty : children(query.data);
}

import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ResultsLayout } from './use-results-layout';

interface ResultsGridProps {
  layout: ResultsLayout;
  children: ReactNode;
  /** Cards are still being added to the page (`aria-busy`). */
  isBusy?: boolean;
  className?: string;
  testId?: string;
}

/** Cards in columns (grid: 1 on phones, 2 on tablets, 3 on wide screens) or one under another. */
export function ResultsGrid({ layout, children, isBusy, className, testId }: ResultsGridProps) {
  const attributes = { 'aria-busy': isBusy, className, 'data-testid': testId };
  if (layout === 'list') {
    return (
      <Stack gap="md" {...attributes}>
        {children}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md" {...attributes}>
      {children}
    </SimpleGrid>
  );
}

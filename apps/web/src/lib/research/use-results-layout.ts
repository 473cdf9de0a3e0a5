import { createPrefixedStorage } from '@postradar/ui';
import { useCallback, useState } from 'react';
import { storagePrefix } from '../session/session-storage';

export const resultsLayouts = ['grid', 'list'] as const;
export type ResultsLayout = (typeof resultsLayouts)[number];

const storage = createPrefixedStorage<'resultsLayout'>(storagePrefix);

function isLayout(value: unknown): value is ResultsLayout {
  return (resultsLayouts as readonly unknown[]).includes(value);
}

/** Grid or list, remembered on this device (`postradar.resultsLayout`); grid at first. */
export function useResultsLayout(): [ResultsLayout, (layout: ResultsLayout) => void] {
  const [layout, setLayout] = useState<ResultsLayout>(() => {
    const stored = storage.read('resultsLayout');
    return isLayout(stored) ? stored : 'grid';
  });
  const change = useCallback((next: ResultsLayout) => {
    storage.write('resultsLayout', next);
    setLayout(next);
  }, []);
  return [layout, change];
}

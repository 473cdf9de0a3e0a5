import { fixedMediaQueryList, matchesWidth } from '@postradar/ui/test/media-queries';
import { vi } from 'vitest';

/** Answers the app's media queries as a display `width` px wide would, until the mocks are restored. */
export function displayOf(width: number) {
  return vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query) => fixedMediaQueryList(query, matchesWidth(query, width)));
}

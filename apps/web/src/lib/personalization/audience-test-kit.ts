import { screen } from '@testing-library/react';

/** The values an audience select shows as chosen (its pills), by the select's test id. */
export function chosenValues(testId: string): (string | null)[] {
  const root = screen.getByTestId(testId).closest('.mantine-MultiSelect-root');
  return [...(root?.querySelectorAll('.mantine-Pill-label') ?? [])].map((pill) => pill.textContent);
}

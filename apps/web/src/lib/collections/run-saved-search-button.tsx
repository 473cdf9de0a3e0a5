import { Button } from '@mantine/core';
import type { SavedSearch } from '@postradar/contracts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRunSavedSearch } from './use-run-saved-search';

/** Run: a link to the saved search that marks it run (its new posts count from now). */
export function RunSavedSearchButton({
  saved,
  label,
  testId,
}: {
  saved: SavedSearch;
  label: string;
  testId: string;
}) {
  const { href, isRunning, run } = useRunSavedSearch(saved);
  return (
    <Button
      component={Link}
      to={href}
      onClick={run}
      loading={isRunning}
      size="xs"
      variant="light"
      leftSection={<IconPlayerPlay size={14} />}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

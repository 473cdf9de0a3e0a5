import { Box, Button, Group, Paper, Stack } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import classes from './row-list.module.css';

/** A bordered list of collection rows (follows, the blacklist, groups, members, searches). */
export function RowList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="lg" className={classes.list} data-testid={testId}>
      {children}
    </Paper>
  );
}

interface ListRowProps {
  /** What the row is: its name and the lines under it. */
  children: ReactNode;
  /** Its figures and actions: on the right, or under it when the row is narrow. */
  aside?: ReactNode;
  /**
   * Figures kept on one line beside `action`, which goes to the end of the next line when both do
   * not fit (a phone).
   */
  figures?: ReactNode;
  action?: ReactNode;
  /** A row that opens something where it is clicked (its links and buttons keep their own). */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
  testId: string;
}

/** One row of a RowList, highlighted under the pointer when clicking it opens something. */
export function ListRow({ children, aside, figures, action, onClick, testId }: ListRowProps) {
  return (
    <Box
      className={classes.row}
      px={{ base: 'sm', sm: 'md' }}
      py="sm"
      mod={{ clickable: onClick !== undefined }}
      onClick={onClick}
      data-testid={testId}
    >
      <Group justify="space-between" gap="md" wrap="wrap">
        <Stack gap={6} miw={0} style={{ flex: '1 1 260px' }}>
          {children}
        </Stack>
        {aside}
        {(figures || action) && (
          <Group gap="lg" wrap="wrap" align="center" justify="flex-end" miw={0}>
            {figures && (
              <Group gap="lg" wrap="nowrap" align="center">
                {figures}
              </Group>
            )}
            {action}
          </Group>
        )}
      </Group>
    </Box>
  );
}

interface RowRemoveButtonProps {
  label: string;
  onClick(): void;
  testId: string;
}

/** Takes a row off its list (after the list asks); a click on it does not open the row. */
export function RowRemoveButton({ label, onClick, testId }: RowRemoveButtonProps) {
  return (
    <Button
      variant="subtle"
      color="red"
      size="compact-sm"
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

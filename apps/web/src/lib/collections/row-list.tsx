import { Box, Paper } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import classes from './row-list.module.css';

/** A bordered list of collection rows (follows, the blacklist, groups, a group's members). */
export function RowList({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="lg" className={classes.list} data-testid={testId}>
      {children}
    </Paper>
  );
}

interface ListRowProps {
  children: ReactNode;
  /** A row that opens something where it is clicked (its links and buttons keep their own). */
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
  testId: string;
}

/** One row of a RowList, highlighted under the pointer when clicking it opens something. */
export function ListRow({ children, onClick, testId }: ListRowProps) {
  return (
    <Box
      className={classes.row}
      px={{ base: 'sm', sm: 'md' }}
      py="sm"
      mod={{ clickable: onClick !== undefined }}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

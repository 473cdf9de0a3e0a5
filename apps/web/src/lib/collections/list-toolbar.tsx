import { Group, Select, Text } from '@mantine/core';
import { perPageChoices } from '@postradar/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import type { PerPage } from './collection-address';

interface ListToolbarProps {
  /** How many there are, once known. */
  count?: string;
  perPage: PerPage;
  onPerPageChange(perPage: PerPage): void;
  /** Controls beside the page size (a filter). */
  children?: ReactNode;
  testId: string;
}

/** Above a collection list: how many it holds, its filters and the page size (10, 20, 50, 100). */
export function ListToolbar({
  count,
  perPage,
  onPerPageChange,
  children,
  testId,
}: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text fw={700} fz="lg" mih={28} aria-live="polite" data-testid={`${testId}-total`}>
        {count}
      </Text>
      <Group gap="sm" wrap="wrap" style={{ flexGrow: 1, justifyContent: 'flex-end' }}>
        {children}
        <Select
          value={String(perPage)}
          onChange={(value) => {
            const choice = perPageChoices.find((item) => String(item) === value);
            if (choice) onPerPageChange(choice);
          }}
          data={perPageChoices.map((choice) => ({
            value: String(choice),
            label: t('research.results.perPageOption', { count: choice }),
          }))}
          aria-label={t('research.results.perPage')}
          allowDeselect={false}
          checkIconPosition="right"
          w={140}
          style={{ flexShrink: 0 }}
          comboboxProps={{ withinPortal: true }}
          data-testid={`${testId}-per-page`}
        />
      </Group>
    </Group>
  );
}

import {
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { TipsPanel, useTranslation } from '@postradar/ui';
import { IconSearchOff } from '@tabler/icons-react';
import { useTipsDismissal } from '../tips/use-tips-dismissal';
import { emptySuggestions } from './empty-suggestions';
import type { SearchParams } from './search-params';

interface ResultsEmptyProps {
  params: SearchParams;
  /** The page asked for is past the last result (a search with fewer results than before). */
  isPastEnd: boolean;
  onClear(): void;
  onFirstPage(): void;
}

/** No results: what to change, a way back, and a tip (unless the user closed the tips today). */
export function ResultsEmpty({ params, isPastEnd, onClear, onFirstPage }: ResultsEmptyProps) {
  const { t } = useTranslation();
  const tips = useTipsDismissal();
  const suggestions = emptySuggestions(params);
  return (
    <SimpleGrid
      cols={{ base: 1, md: tips.isHidden ? 1 : 2 }}
      spacing="md"
      data-testid="results-empty"
    >
      <Card padding="xl" shadow="xs">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconSearchOff size={26} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {isPastEnd ? t('research.empty.pastEnd') : t('research.empty.title')}
          </Title>
          {!isPastEnd && suggestions.length > 0 && (
            <Stack gap={6}>
              <Text fz="sm" c="dimmed">
                {t('research.empty.body')}
              </Text>
              <List fz="sm" spacing={4}>
                {suggestions.map((suggestion) => (
                  <List.Item key={suggestion}>{t(`research.empty.${suggestion}`)}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group gap="sm">
            {isPastEnd ? (
              <Button onClick={onFirstPage} data-testid="results-first-page">
                {t('research.empty.firstPage')}
              </Button>
            ) : (
              <Button variant="light" onClick={onClear} data-testid="results-clear">
                {t('research.empty.clear')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
      {!tips.isHidden && <TipsPanel onClose={tips.hide} />}
    </SimpleGrid>
  );
}

import { Code, Group, Popover, Stack, Text, Title } from '@mantine/core';
import { searchModes } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';

const prefixes = ['page', 'site', 'tag'] as const;

/**
 * The query language: words and phrases, the four modes, the three prefixes; loaded with the
 * help's first opening (search-help.tsx).
 */
export function SearchHelpPanel() {
  const { t } = useTranslation();
  return (
    <Popover.Dropdown p="md" maw="calc(100vw - 32px)">
      <Stack gap="sm" data-testid="search-help-panel">
        <Title order={4} fz="md">
          {t('research.search.helpTitle')}
        </Title>
        <Text fz="sm">{t('research.search.helpWords')}</Text>
        <Stack gap={4}>
          {searchModes.map((mode) => (
            <Text key={mode} fz="sm">
              <Text span fw={600}>
                {t(`research.search.modes.${mode}`)}
              </Text>
              {' — '}
              {t(`research.search.modeHints.${mode}`)}
            </Text>
          ))}
        </Stack>
        <Stack gap={6}>
          {prefixes.map((prefix) => (
            <Stack key={prefix} gap={2}>
              <Group gap={6}>
                <Code fz="xs">{t(`research.search.prefixExamples.${prefix}`)}</Code>
              </Group>
              <Text fz="xs" c="dimmed">
                {t(`research.search.prefixes.${prefix}`)}
              </Text>
            </Stack>
          ))}
        </Stack>
        <Text fz="xs" c="dimmed">
          {t('research.search.helpCombine')}
        </Text>
      </Stack>
    </Popover.Dropdown>
  );
}

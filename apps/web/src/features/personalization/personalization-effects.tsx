import { Anchor, Card, Stack, Text, ThemeIcon, Group } from '@mantine/core';
import { IconArticle, IconLayoutDashboard, IconTrendingUp, type Icon } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';

const effects: readonly { key: 'trending' | 'dashboard' | 'search'; icon: Icon; to: string }[] = [
  { key: 'trending', icon: IconTrendingUp, to: '/a/trending' },
  { key: 'dashboard', icon: IconLayoutDashboard, to: '/a' },
  { key: 'search', icon: IconArticle, to: '/a/posts' },
];

/** What a saved personalization changes, each line leading to the screen it changes. */
export function PersonalizationEffects() {
  const { t } = useTranslation();
  return (
    <Card padding="lg" shadow="xs" data-testid="personalization-effects">
      <Stack gap="md">
        <Text fw={700}>{t('personalization.effects.title')}</Text>
        {effects.map(({ key, icon: EffectIcon, to }) => (
          <Group key={key} gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={30} radius="md" variant="light">
              <EffectIcon size={17} stroke={1.7} />
            </ThemeIcon>
            <Anchor component={Link} to={to} fz="sm" c="inherit" underline="hover">
              {t(`personalization.effects.${key}`)}
            </Anchor>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

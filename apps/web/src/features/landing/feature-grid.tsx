import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBookmarks,
  IconChartLine,
  IconLanguage,
  IconSearch,
  IconSitemap,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import classes from './landing.module.css';

type FeatureKey = 'search' | 'owners' | 'engagement' | 'collections' | 'teams' | 'languages';

const features: readonly { key: FeatureKey; icon: Icon; color: string }[] = [
  { key: 'search', icon: IconSearch, color: 'radar' },
  { key: 'owners', icon: IconSitemap, color: 'violet' },
  { key: 'engagement', icon: IconChartLine, color: 'teal' },
  { key: 'collections', icon: IconBookmarks, color: 'orange' },
  { key: 'teams', icon: IconUsersGroup, color: 'pink' },
  { key: 'languages', icon: IconLanguage, color: 'cyan' },
];

export function FeatureGrid() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 64, sm: 96 }} id="features" className={classes.section}>
      <Stack gap="sm" align="center" ta="center" mb={56} maw={680} mx="auto">
        <Text className={classes.sectionEyebrow}>{t('landing.features.eyebrow')}</Text>
        <Title order={2} fz={{ base: 28, sm: 36 }}>
          {t('landing.features.title')}
        </Title>
        <Text c="dimmed" fz="lg">
          {t('landing.features.subtitle')}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {features.map((feature) => (
          <div key={feature.key} className={classes.featureCard}>
            <ThemeIcon size={48} radius="md" variant="light" color={feature.color} mb="md">
              <feature.icon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} fz="lg" mb={8}>
              {t(`landing.features.items.${feature.key}.title`)}
            </Title>
            <Text c="dimmed" fz="sm" lh={1.65}>
              {t(`landing.features.items.${feature.key}.body`)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Container>
  );
}

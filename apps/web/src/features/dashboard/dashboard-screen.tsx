import { Grid, Stack } from '@mantine/core';
import { TipsPanel, useTranslation } from '@postradar/ui';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { ScreenHeading } from '../../components/screen-heading';
import { useTipsDismissal } from '../../lib/tips/use-tips-dismissal';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CorpusBlock } from './corpus-block';
import { FavoritesBlock } from './favorites-block';
import { MovingSection } from './moving-section';
import { NewsBlock } from './news-block';
import { WelcomeCard } from './welcome-card';

/**
 * /a: the screen a seller opens every morning. A welcome until they personalize, what moves in
 * their niches today, what is new in their follows and saved searches, their latest favorites and
 * the corpus in figures, each block loading (and failing) on its own.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const tips = useTipsDismissal();
  useDocumentTitle(t('dashboard.title'));
  return (
    <Stack gap="xl" data-testid="dashboard-screen">
      <ScreenHeading
        icon={IconLayoutDashboard}
        title={t('dashboard.title')}
        description={t('dashboard.description')}
      />
      <WelcomeCard />
      <MovingSection />
      <NewsBlock />
      <FavoritesBlock />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: tips.isHidden ? 12 : 8 }}>
          <CorpusBlock />
        </Grid.Col>
        {!tips.isHidden && (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <TipsPanel onClose={tips.hide} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}

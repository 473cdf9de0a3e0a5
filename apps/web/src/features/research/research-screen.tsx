import { Stack } from '@mantine/core';
import { IconArticle, IconSpeakerphone, IconTrendingUp, type Icon } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import type { ReactNode } from 'react';
import { ScreenHeading } from '../../components/screen-heading';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The screens of the post search: Posts, the Ads library and Trending. */
export type ResearchScreenKey = 'posts' | 'ads' | 'trending';

const icons: Record<ResearchScreenKey, Icon> = {
  posts: IconArticle,
  ads: IconSpeakerphone,
  trending: IconTrendingUp,
};

/** The catalogue key of a research screen's browser title. */
export const researchScreenTitleKey = (screen: ResearchScreenKey) =>
  `research.screens.${screen}.title` as const;

/**
 * A research screen: its heading with what it shows, the browser title, then its content. Its
 * document draws the same heading before the app runs (src/prerender/screen-frame.tsx).
 */
export function ResearchScreen({
  screen,
  children,
}: {
  screen: ResearchScreenKey;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t(researchScreenTitleKey(screen)));
  return (
    <Stack gap="lg" data-testid={`${screen}-screen`}>
      <ScreenHeading
        icon={icons[screen]}
        title={t(`research.screens.${screen}.heading`)}
        description={t(`research.screens.${screen}.description`)}
      />
      {children}
    </Stack>
  );
}

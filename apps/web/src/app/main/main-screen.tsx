import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon, type ComingSoonScreen } from '../../components/coming-soon';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { Icon } from '@tabler/icons-react';

interface MainScreenProps {
  screen: ComingSoonScreen;
  icon: Icon;
  withBackToDashboard?: boolean;
}

/** A main-menu screen that is not built yet: titled, described, never blank. */
export function MainScreen({ screen, icon, withBackToDashboard = true }: MainScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(`comingSoon.screens.${screen}.title`));
  const actions = withBackToDashboard ? (
    <Button component={Link} to="/a" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('comingSoon.backToDashboard')}
    </Button>
  ) : undefined;
  return <ComingSoon screen={screen} icon={icon} actions={actions} />;
}

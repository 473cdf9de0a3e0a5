import { Box, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { mainContentProps, SkipToContent } from '../../components/skip-to-content';
import { SupportChatRoom } from '../../components/support-chat-room';
import { UserMenu } from '../../components/user-menu';
import { useSupportChatVisibility } from '../../lib/use-support-chat-visibility';
import { MobileSettingsHeader } from './mobile-settings-header';
import classes from './settings-layout.module.css';
import { SettingsSidebar } from './settings-sidebar';

/** The settings area switches to its phone layout at 480 px and below. */
export const mobileSettingsQuery = '(max-width: 480px)';

/** The settings area: sidebar (collapsible, open by default) or, on phones, the mobile header. */
export function SettingsLayout() {
  const isMobile = useMediaQuery(mobileSettingsQuery, false, { getInitialValueInEffect: false });
  const [isSidebarExpanded, sidebar] = useDisclosure(true);
  useSupportChatVisibility(true);

  if (isMobile) {
    return (
      <Box className={classes.mobilePage}>
        <SkipToContent />
        <MobileSettingsHeader />
        <Box component="main" {...mainContentProps} className={classes.mobileContent}>
          <Outlet />
          <SupportChatRoom />
        </Box>
      </Box>
    );
  }

  return (
    <Box className={classes.page} data-sidebar={isSidebarExpanded ? 'expanded' : 'collapsed'}>
      <SkipToContent />
      <SettingsSidebar isExpanded={isSidebarExpanded} onToggle={sidebar.toggle} />
      <Box className={classes.main}>
        <Group justify="flex-end" gap="sm" className={classes.topBar}>
          <LanguageSwitcher />
          <UserMenu />
        </Group>
        <Box component="main" {...mainContentProps} className={classes.content}>
          <Outlet />
          <SupportChatRoom />
        </Box>
      </Box>
    </Box>
  );
}

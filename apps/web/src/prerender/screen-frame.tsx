import { Group, Skeleton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { MainShell } from '../app/main/main-shell';
import { LanguageSwitcher } from '../components/language-switcher';
import { PendingResults } from '../features/research/pending-results';
import { ResearchScreen, type ResearchScreenKey } from '../features/research/research-screen';

/**
 * The user menu's place while the user is not known yet: their avatar and name as skeletons, as
 * user-menu.tsx lays them out.
 */
function UserMenuPlaceholder() {
  return (
    <Group gap="xs" wrap="nowrap" py={4} pl={4} pr={8} aria-hidden>
      <Skeleton height={32} circle />
      <Skeleton h={10} w={88} radius="xl" visibleFrom="sm" />
      <IconChevronDown size={15} stroke={1.8} color="var(--mantine-color-gray-6)" />
    </Group>
  );
}

/**
 * A research screen as its document draws it before the app runs (prerender-pages.ts): the main
 * application's frame with its menu, the screen's heading and what it shows, and placeholders
 * where the user's own parts and the results go. The app draws the screen in the same places and
 * replaces it. `data-screen-frame` lets the document's loader hide it from a visitor without a
 * session, whom the app sends to sign in.
 */
export function ScreenFrame({ screen }: { screen: ResearchScreenKey }) {
  return (
    <div data-screen-frame>
      <MainShell
        isNavOpen={false}
        headerEnd={
          <>
            <LanguageSwitcher />
            <UserMenuPlaceholder />
          </>
        }
      >
        <ResearchScreen screen={screen}>
          <PendingResults />
        </ResearchScreen>
      </MainShell>
    </div>
  );
}

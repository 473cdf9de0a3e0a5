import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LazyBoundary } from '../../components/lazy-boundary';
import { lazyWithRestOfTexts } from '../../components/lazy-with-rest-of-texts';
import { SupportChatRoom } from '../../components/support-chat-room';
import { SubscribeRedirect } from '../../features/pricing/subscribe-redirect';
import { useSupportChatVisibility } from '../../lib/use-support-chat-visibility';
import { useKeepPersonalization } from '../../lib/personalization/keep-personalization';
import { MainShell } from './main-shell';
import { readDetailState } from '../../lib/research/detail-state';
import { researchOverlayRoutes, researchRoutes } from './research-routes';
import { entityRoutes } from './entity-routes';
import { favoritesRoutes } from './favorites-routes';
import { AddToFavoritesHost } from '../../lib/collections/add-to-favorites-host';
import { searchHistoryRoutes } from './search-history-routes';
import { followsRoutes } from './follows-routes';
import { groupsRoutes } from './groups-routes';
import { ideasRoutes } from './ideas-routes';
import { dashboardRoutes } from './dashboard-routes';
import { personalizationRoutes } from './personalization-routes';
import { TrialCard } from './trial-card';
import { UserMenu } from '../../components/user-menu';

const TrialsPage = lazyWithRestOfTexts(
  () => import('../../features/trials/trials-page'),
  (module) => module.TrialsPage,
);

/** The main application at /a: header, main menu and one sub-route per menu entry. */
export function MainApp() {
  const [isNavOpen, nav] = useDisclosure(false);
  const location = useLocation();
  const { pathname } = location;
  // A post opened from a list shows over it: the routes render the list, the detail goes on top.
  const background = readDetailState(location.state)?.backgroundLocation;
  useSupportChatVisibility(true);
  useKeepPersonalization();

  // The phone drawer closes whenever the route changes.
  const closeNav = nav.close;
  useEffect(() => closeNav(), [pathname, closeNav]);

  return (
    <MainShell
      isNavOpen={isNavOpen}
      onToggleNav={nav.toggle}
      onNavigate={nav.close}
      headerEnd={
        <>
          <LanguageSwitcher />
          <UserMenu />
        </>
      }
      navbarEnd={<TrialCard />}
      mainEnd={<SupportChatRoom />}
    >
      <Routes location={background ?? location}>
        {dashboardRoutes()}
        {researchRoutes()}
        {entityRoutes()}
        {favoritesRoutes()}
        {searchHistoryRoutes()}
        {followsRoutes()}
        {groupsRoutes()}
        {ideasRoutes()}
        {personalizationRoutes()}
        <Route
          path="trials"
          element={
            <LazyBoundary name="trials">
              <TrialsPage />
            </LazyBoundary>
          }
        />
        <Route path="subscribe/:planId" element={<SubscribeRedirect />} />
        <Route path="*" element={<Navigate to="/a" replace />} />
      </Routes>
      {background && <Routes>{researchOverlayRoutes()}</Routes>}
      <AddToFavoritesHost />
    </MainShell>
  );
}

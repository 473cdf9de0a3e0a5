import { Route } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { lazyWithRestOfTexts } from '../../components/lazy-with-rest-of-texts';
import { FeatureGate } from '../../lib/billing-gate/feature-gate';
import { MenuScreenHeading } from './menu-screen-heading';

const screens = () => import('../../features/entities/entity-list-screens');
const PagesScreen = lazyWithRestOfTexts(screens, (module) => module.PagesScreen);
const DomainsScreen = lazyWithRestOfTexts(screens, (module) => module.DomainsScreen);
const PixelsScreen = lazyWithRestOfTexts(screens, (module) => module.PixelsScreen);
const PageDetailScreen = lazyWithRestOfTexts(
  () => import('../../features/entities/page-detail-screen'),
  (module) => module.PageDetailScreen,
);
const DomainDetailScreen = lazyWithRestOfTexts(
  () => import('../../features/entities/domain-detail-screen'),
  (module) => module.DomainDetailScreen,
);
const PixelDetailScreen = lazyWithRestOfTexts(
  () => import('../../features/entities/pixel-detail-screen'),
  (module) => module.PixelDetailScreen,
);

const routes = [
  { path: 'pages', name: 'pages screen', element: <PagesScreen /> },
  { path: 'pages/:id', name: 'page detail', element: <PageDetailScreen /> },
  { path: 'domains', name: 'domains screen', element: <DomainsScreen /> },
  { path: 'domains/:id', name: 'domain detail', element: <DomainDetailScreen /> },
  {
    path: 'pixels',
    name: 'pixels screen',
    element: (
      <FeatureGate feature="pixels" heading={<MenuScreenHeading item="pixels" />}>
        <PixelsScreen />
      </FeatureGate>
    ),
  },
  {
    path: 'pixels/:id',
    name: 'pixel detail',
    element: (
      <FeatureGate feature="pixels" heading={<MenuScreenHeading item="pixels" />}>
        <PixelDetailScreen />
      </FeatureGate>
    ),
  },
];

/** Pages, Domains and Pixels (for plans with them), each a list and a screen per entity. */
export function entityRoutes() {
  return routes.map(({ path, name, element }) => (
    <Route key={path} path={path} element={<LazyBoundary name={name}>{element}</LazyBoundary>} />
  ));
}

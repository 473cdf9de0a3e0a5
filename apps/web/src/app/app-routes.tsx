import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyAhead } from '../components/lazy-ahead';
import { LazyBoundary } from '../components/lazy-boundary';
import { lazyWithRestOfTexts } from '../components/lazy-with-rest-of-texts';
import { useAffiliateCapture } from '../lib/affiliate/use-affiliate-capture';
import { useHeartbeat } from '../lib/session/use-heartbeat';
import { useUserLanguageSync } from '../lib/use-user-language-sync';
import { RedirectSignedIn } from './guards/redirect-signed-in';
import { RequireAuth } from './guards/require-auth';
import { RootRoute } from './guards/root-route';
import { searchHistorySettingsContent } from './main/search-history-routes';
import { loadMainApp } from './screen-code';

const LandingSections = lazy(() =>
  import('../features/landing/landing-sections').then((module) => ({
    default: module.LandingSections,
  })),
);
const PublicFooter = lazy(() =>
  import('../components/public-footer').then((module) => ({ default: module.PublicFooter })),
);
const MainApp = lazyAhead(loadMainApp, (module) => module.MainApp);
const LoginPage = lazy(() =>
  import('../features/auth/login-page').then((module) => ({ default: module.LoginPage })),
);
const OAuthCallbackPage = lazy(() =>
  import('../features/auth/oauth-callback-page').then((module) => ({
    default: module.OAuthCallbackPage,
  })),
);
const SettingsArea = lazyWithRestOfTexts(
  () => import('../features/settings/settings-area'),
  (module) => module.SettingsArea,
);
const BillingSettings = lazyWithRestOfTexts(
  () => import('../features/billing-settings/billing-settings'),
  (module) => module.BillingSettings,
);
const AffiliateSettings = lazyWithRestOfTexts(
  () => import('../features/affiliate-settings/affiliate-settings'),
  (module) => module.AffiliateSettings,
);
const ReferralSettings = lazyWithRestOfTexts(
  () => import('../features/referral-settings/referral-settings'),
  (module) => module.ReferralSettings,
);
const PricingPage = lazyWithRestOfTexts(
  () => import('../features/pricing/pricing-page'),
  (module) => module.PricingPage,
);
const CheckoutPage = lazyWithRestOfTexts(
  () => import('../features/checkout/checkout-page'),
  (module) => module.CheckoutPage,
);
const AdminEntryPage = lazyWithRestOfTexts(
  () => import('../features/auth/admin-entry-page'),
  (module) => module.AdminEntryPage,
);

/**
 * The root routes (docs/product.md, Main menu and screens). Every screen is loaded on demand.
 */
export function AppRoutes() {
  useUserLanguageSync();
  useHeartbeat();
  useAffiliateCapture();
  return (
    <Routes>
      <Route path="/" element={<RootRoute />} />
      <Route
        path="/a/*"
        element={
          <RequireAuth>
            <LazyBoundary name="main application">
              <MainApp />
            </LazyBoundary>
          </RequireAuth>
        }
      />
      <Route
        path="/login"
        element={
          <RedirectSignedIn>
            <LazyBoundary name="sign-in screen">
              <LoginPage
                footer={
                  <LazyBoundary name="footer" fallback={null}>
                    <PublicFooter />
                  </LazyBoundary>
                }
              >
                <LazyBoundary name="product presentation">
                  <LandingSections signInHref="#sign-in" />
                </LazyBoundary>
              </LoginPage>
            </LazyBoundary>
          </RedirectSignedIn>
        }
      />
      <Route
        path="/oauth-callback"
        element={
          <LazyBoundary name="sign-in callback">
            <OAuthCallbackPage />
          </LazyBoundary>
        }
      />
      <Route
        path="/settings/*"
        element={
          <RequireAuth>
            <LazyBoundary name="settings">
              <SettingsArea
                searchHistory={searchHistorySettingsContent()}
                billing={
                  <LazyBoundary name="billing">
                    <BillingSettings />
                  </LazyBoundary>
                }
                affiliate={
                  <LazyBoundary name="affiliate">
                    <AffiliateSettings />
                  </LazyBoundary>
                }
                referral={
                  <LazyBoundary name="referral">
                    <ReferralSettings />
                  </LazyBoundary>
                }
              />
            </LazyBoundary>
          </RequireAuth>
        }
      />
      <Route
        path="/pricing"
        element={
          <LazyBoundary name="pricing">
            <PricingPage />
          </LazyBoundary>
        }
      />
      <Route
        path="/checkout"
        element={
          <RequireAuth>
            <LazyBoundary name="checkout">
              <CheckoutPage />
            </LazyBoundary>
          </RequireAuth>
        }
      />
      <Route
        path="/ass"
        element={
          <LazyBoundary name="admin entry">
            <AdminEntryPage />
          </LazyBoundary>
        }
      />
      <Route path="*" element={<Navigate to="/a" replace />} />
    </Routes>
  );
}

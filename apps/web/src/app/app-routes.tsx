import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { lazyAhead } from '../components/lazy-ahead';
import { LazyBoundary } from '../components/lazy-boundary';
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
const SettingsArea = lazy(() =>
  import('../features/settings/settings-area').then((module) => ({ default: module.SettingsArea })),
);
const BillingSettings = lazy(() =>
  import('../features/billing-settings/billing-settings').then((module) => ({
    default: module.BillingSettings,
  })),
);
const AffiliateSettings = lazy(() =>
  import('../features/affiliate-settings/affiliate-settings').then((module) => ({
    default: module.AffiliateSettings,
  })),
);
const ReferralSettings = lazy(() =>
  import('../features/referral-settings/referral-settings').then((module) => ({
    default: module.ReferralSettings,
  })),
);
const PricingPage = lazy(() =>
  import('../features/pricing/pricing-page').then((module) => ({ default: module.PricingPage })),
);
const CheckoutPage = lazy(() =>
  import('../features/checkout/checkout-page').then((module) => ({ default: module.CheckoutPage })),
);
const AdminEntryPage = lazy(() =>
  import('../features/auth/admin-entry-page').then((module) => ({
    default: module.AdminEntryPage,
  })),
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

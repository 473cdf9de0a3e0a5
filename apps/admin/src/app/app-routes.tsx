import { Navigate, Route, Routes } from 'react-router';
import { ExchangeCodePage } from '../features/auth/exchange-code-page';
import { SectionPage } from '../features/shell/section-page';
import { OverviewRoute } from './overview-route';
import { StaffGate } from './staff-gate';

/** The admin site's routes, under the router's /admin basename. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/auth/:code" element={<ExchangeCodePage />} />
      <Route element={<StaffGate />}>
        <Route index element={<OverviewRoute />} />
        <Route path=":section" element={<SectionPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

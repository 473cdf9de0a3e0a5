import { adminCalls } from './admin-calls';
import { apiDocsCalls } from './api-docs-calls';
import { authCalls } from './auth-calls';
import { billingCalls } from './billing-calls';
import type { CallDefinition } from './define-call';
import { demoMediaCalls } from './demo-media-calls';
import { healthCalls } from './health-calls';
import { planCalls } from './plan-calls';
import { researchCalls } from './research-calls';
import { favoriteCalls } from './favorite-calls';
import { followCalls } from './follow-calls';
import { groupCalls } from './group-calls';
import { poolCalls } from './pool-calls';
import { searchHistoryCalls } from './search-history-calls';
import { userCalls } from './user-calls';
import { personalizationCalls } from './personalization-calls';
import { dashboardCalls } from './dashboard-calls';
import { ideaCalls } from './idea-calls';
import { offerCalls } from './offer-calls';
import { affiliateCalls } from './affiliate-calls';
import { referralCalls } from './referral-calls';

/** Every call of the API by module, the module naming its group in the documentation. */
export const callGroups: Readonly<Record<string, Readonly<Record<string, CallDefinition>>>> = {
  health: healthCalls,
  auth: authCalls,
  users: userCalls,
  plans: planCalls,
  billing: billingCalls,
  research: researchCalls,
  favorites: favoriteCalls,
  follows: followCalls,
  groups: groupCalls,
  'search-history': searchHistoryCalls,
  pool: poolCalls,
  personalization: personalizationCalls,
  dashboard: dashboardCalls,
  ideas: ideaCalls,
  offer: offerCalls,
  affiliate: affiliateCalls,
  referral: referralCalls,
  'demo-media': demoMediaCalls,
  admin: adminCalls,
  'api-docs': apiDocsCalls,
};

import type { ApiError } from '@postradar/api-client';
import { billingTexts, isInTrial, planFeatures, type PlanFeature } from '@postradar/contracts';
import { englishGates } from '@postradar/i18n';
import type { UpgradeVariant } from '@postradar/ui';
import type { TFunction } from 'i18next';
import type { PromptReason } from './gate-decision';

/** Why the upgrade prompt shows, in the interface language. */
export interface GateRefusal {
  /** The feature the plan lacks, when the refusal names one. */
  feature?: PlanFeature;
  /** The prompt's title; the prompt's own (ads or pro) when absent. */
  title?: string;
  /** The prompt's words; the prompt's own (ads or pro) when absent. */
  description?: string;
  /**
   * No plan is running and the free trial would open what was refused: a seller who may still
   * start the trial is offered it instead.
   */
  trialWouldOpen?: boolean;
}

/** The refusal of a user without a running plan, for a screen that needs `feature`, if any. */
function membershipRefusal(description: string, feature: string | undefined, t: TFunction) {
  return {
    title: t('gates.titles.membershipRequired'),
    description,
    trialWouldOpen: isInTrial(feature),
  };
}

/** The feature the API's refusal names: its English text is the one in the catalogue. */
function refusedFeature(message: string): PlanFeature | undefined {
  return planFeatures.find((feature) => englishGates.features[feature] === message);
}

/** The prompt for a feature the user's plan lacks, shown before any call. */
export function featureRefusal(feature: PlanFeature, t: TFunction): GateRefusal {
  return { feature, description: t(`gates.features.${feature}`) };
}

/** Whether a scope is one of the plan features (with its own words in the prompt). */
function isPlanFeature(scope: string | undefined): scope is PlanFeature {
  return planFeatures.some((feature) => feature === scope);
}

/**
 * The prompt a gate decided on before any call: no running membership, an excluded scope (the
 * ads or pro texts), or the feature the plan lacks (named when it is a plan feature).
 */
export function promptRefusal(
  prompt: { prompt: UpgradeVariant; reason: PromptReason },
  feature: string | undefined,
  t: TFunction,
): GateRefusal {
  if (prompt.reason === 'membership') {
    return membershipRefusal(t('gates.membershipRequired'), feature, t);
  }
  if (prompt.reason === 'feature' && isPlanFeature(feature)) return featureRefusal(feature, t);
  return prompt.prompt === 'ads' ? featureRefusal('ads', t) : {};
}

/**
 * The prompt for a call the API refused for the plan: the server's message, in the interface
 * language when it is one of the known ones (the trial's limit, no membership, a plan feature).
 */
export function errorRefusal(error: ApiError, t: TFunction): GateRefusal {
  if (error.code === 'TRIAL_LIMIT_REACHED') {
    const isKnown = error.message === billingTexts.trialLimit;
    return {
      title: t('gates.titles.trialLimit'),
      description: isKnown ? t('gates.trialLimit') : error.message,
    };
  }
  const feature = refusedFeature(error.message);
  if (feature) return featureRefusal(feature, t);
  // The research calls the API refuses this way (posts, pages, ideas) are all in the trial.
  const isKnown = error.message === billingTexts.membershipRequired;
  return membershipRefusal(isKnown ? t('gates.membershipRequired') : error.message, undefined, t);
}

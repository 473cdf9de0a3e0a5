import type { PlanDto } from '@postradar/contracts';
import type { Language } from '@postradar/i18n';

/** The feature the plan cards mark as new (matched on the English list). */
const newFeature = 'ads library';

export interface PlanFeature {
  text: string;
  isNew: boolean;
}

/**
 * A plan's features in the interface language. The Vietnamese list follows the English one item
 * for item, so the English text at the same place tells which feature is the new one.
 */
export function planFeatures(plan: PlanDto, language: Language): PlanFeature[] {
  const texts =
    language === 'vi' && plan.features_viet.length > 0 ? plan.features_viet : plan.features;
  return texts.map((text, index) => ({
    text,
    isNew: plan.features[index]?.trim().toLowerCase() === newFeature,
  }));
}

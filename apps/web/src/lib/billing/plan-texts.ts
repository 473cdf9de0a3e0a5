import type { Language } from '@postradar/i18n';

interface PlanTexts {
  title: string;
  title_viet: string;
  description?: string;
  description_viet?: string;
}

/** A plan's title in the interface language (the English one when it has no Vietnamese title). */
export function planTitle(plan: PlanTexts, language: Language): string {
  return language === 'vi' && plan.title_viet ? plan.title_viet : plan.title;
}

/** A plan's description in the interface language, the English one as a fallback. */
export function planDescription(plan: PlanTexts, language: Language): string {
  return (language === 'vi' && plan.description_viet) || plan.description || '';
}

import { SegmentedControl } from '@mantine/core';
import { isLanguage } from '@postradar/i18n';
import { useLanguage, useTranslation } from '@postradar/ui';
import { useChangeLanguage } from '../../lib/use-change-language';
import classes from './pricing-page.module.css';

/** English / Vietnamese: switches the whole app, so the plans and their features follow. */
export function PricingLanguageToggle() {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <SegmentedControl
      value={useLanguage()}
      onChange={(value) => {
        if (isLanguage(value)) changeLanguage(value);
      }}
      data={[
        { value: 'en', label: t('billing.pricing.english') },
        { value: 'vi', label: t('billing.pricing.vietnamese') },
      ]}
      aria-label={t('billing.pricing.languageLabel')}
      radius="xl"
      classNames={{ root: classes.languageToggle, label: classes.languageToggleLabel }}
      data-testid="pricing-language"
    />
  );
}

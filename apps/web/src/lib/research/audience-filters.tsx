import { useTranslation } from '@postradar/ui';
import { audienceFields, type AudienceField } from '../personalization/audience-fields';
import { AudienceSelect } from '../personalization/audience-select';

export interface AudienceFiltersProps {
  values: Readonly<Record<AudienceField, string[]>>;
  onChange(field: AudienceField, value: string[]): void;
  /** The text of what is wrong with a field, if anything. */
  errorOf(field: AudienceField): string | undefined;
}

/**
 * The audience filters of the search form: niches, languages and countries, each a multi-select
 * of what the corpus holds, so that a search (a shared address too) shows and changes them.
 */
export function AudienceFilters({ values, onChange, errorOf }: AudienceFiltersProps) {
  const { t } = useTranslation();
  return audienceFields.map((field) => (
    <AudienceSelect
      key={field}
      field={field}
      label={t(`personalization.filters.${field}`)}
      placeholder={t(`personalization.filters.${field}Placeholder`)}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      error={errorOf(field)}
      testId={`filter-${field}`}
    />
  ));
}

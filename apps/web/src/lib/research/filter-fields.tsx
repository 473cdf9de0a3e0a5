import { Button, Chip, Divider, Group, Input, SimpleGrid } from '@mantine/core';
import { mediaTypes } from '@postradar/contracts';
import { useTranslation } from '@postradar/ui';
import { AudienceFilters } from './audience-filters';
import { CreatedFilter } from './created-filter';
import { RangeFilter } from './range-filter';
import { rangeFields, type SearchFormValues } from './search-form-values';
import type { SearchFormState } from './use-search-form-state';
import type { SearchParamName } from './search-params';

const rangeLabels = {
  reactionsMin: 'research.filters.reactions',
  sharesMin: 'research.filters.shares',
  commentsMin: 'research.filters.comments',
  adSetsMin: 'research.filters.adSets',
} as const;

/**
 * Whether the running ad sets filter is offered: where the search keeps ads alone, and whenever it
 * is in use (an address may bound it on its own, which keeps ads alone too).
 */
function isAdSetsShown(values: SearchFormValues, isAdsOnly: boolean): boolean {
  return isAdsOnly || values.kind === 'ad' || values.adSetsMin !== '' || values.adSetsMax !== '';
}

export interface FilterFieldsProps {
  form: SearchFormState;
  /** The text of what is wrong with a field, if anything. */
  errorOf(field: SearchParamName): string | undefined;
  /** Shows the posts / ads choice. */
  withKind: boolean;
  /** The screen shows ads alone: their running ad sets are a filter. */
  isAdsOnly: boolean;
  /** Clears the filters (not the words) and searches. */
  onClear(): void;
}

/**
 * The fields of the search form's filters panel: the audience (niches, languages, countries),
 * created time, post type, posts or ads and the engagement ranges, and for ads their running ad
 * sets; then Clear and Apply. Loaded with the panel's first opening (search-form.tsx).
 */
export function FilterFields({ form, errorOf, withKind, isAdsOnly, onClear }: FilterFieldsProps) {
  const { t } = useTranslation();
  const shownRanges = rangeFields.filter(
    ([min]) => min !== 'adSetsMin' || isAdSetsShown(form.values, isAdsOnly),
  );
  return (
    <>
      <Divider my="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="lg">
        <AudienceFilters
          values={form.values}
          onChange={(field, value) => form.setFieldValue(field, value)}
          errorOf={errorOf}
        />
        <CreatedFilter
          createdFrom={form.values.createdFrom}
          createdTo={form.values.createdTo}
          onChange={(from, to) => form.setValues({ createdFrom: from, createdTo: to })}
          error={errorOf('createdFrom') ?? errorOf('createdTo')}
        />
        <Input.Wrapper label={t('research.filters.type')} error={errorOf('type')}>
          <Chip.Group
            multiple
            value={form.values.type}
            onChange={(value) => form.setFieldValue('type', value)}
          >
            <Group gap={6} mt={6} data-testid="filter-type">
              {mediaTypes.map((type) => (
                <Chip key={type} value={type} size="sm" variant="light">
                  {t(`research.mediaTypes.${type}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        {withKind && (
          <Input.Wrapper label={t('research.filters.kind')} error={errorOf('kind')}>
            <Chip.Group
              multiple={false}
              value={form.values.kind || 'all'}
              onChange={(kind) => form.setFieldValue('kind', kind === 'all' ? '' : kind)}
            >
              <Group gap={6} mt={6} data-testid="filter-kind">
                {(['all', 'post', 'ad'] as const).map((kind) => (
                  <Chip key={kind} value={kind} size="sm" variant="light">
                    {t(`research.filters.kinds.${kind}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
        )}
        {shownRanges.map(([min, max]) => (
          <RangeFilter
            key={min}
            label={t(rangeLabels[min])}
            min={form.values[min]}
            max={form.values[max]}
            onChange={(bound, value) => form.setFieldValue(bound === 'min' ? min : max, value)}
            minError={errorOf(min)}
            maxError={errorOf(max)}
            testId={`filter-${min.replace('Min', '')}`}
          />
        ))}
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="subtle" color="gray" onClick={onClear} data-testid="filters-clear">
          {t('research.filters.clear')}
        </Button>
        <Button type="submit" data-testid="filters-apply">
          {t('research.filters.apply')}
        </Button>
      </Group>
    </>
  );
}

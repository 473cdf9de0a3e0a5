import { Badge, Box, Button, Card, Flex, Group, Kbd, Stack, Text, TextInput } from '@mantine/core';
import { searchModes } from '@postradar/contracts';
import {
  IconAdjustmentsHorizontal,
  IconChevronDown,
  IconCircleMinus,
  IconSearch,
} from '@tabler/icons-react';
import { lazy, useEffect, useState, type Ref } from 'react';
import { OnDemandSelect, useTranslation } from '@postradar/ui';
import { LazyBoundary } from '../../components/lazy-boundary';
import {
  isPersonalizedSearch,
  personalizedSearch,
  withoutPersonalized,
} from '../personalization/personalized-search';
import { useLoadedPersonalization } from '../personalization/use-personalization';
import { audienceFields } from '../personalization/audience-fields';
import { SearchHelp } from './search-help';
import type { SearchFieldErrors } from './search-errors';
import { validateSearch } from './search-errors';
import {
  emptyFormValues,
  rangeFields,
  toFormValues,
  toSearchParams,
  type SearchFormValues,
} from './search-form-values';
import type { SearchParamName, SearchParams } from './search-params';
import { useSearchFormState } from './use-search-form-state';
import classes from './search-form.module.css';

const FilterFields = lazy(() =>
  import('./filter-fields').then((module) => ({ default: module.FilterFields })),
);

export interface SearchFormProps {
  /** The search in the address; the form shows it and follows it (back and forward too). */
  params: SearchParams;
  onSearch(values: SearchFormValues): void;
  /** Fields the API refused for the current search, shown beside them. */
  serverErrors?: SearchFieldErrors;
  /** Shows the posts / ads choice (left out where the screen fixes the kind). */
  withKind?: boolean;
  /** The screen shows ads alone (the ads library): their running ad sets are a filter. */
  isAdsOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const filterFields: SearchParamName[] = [
  ...audienceFields,
  'kind',
  'type',
  'createdFrom',
  'createdTo',
  ...rangeFields.flat(),
];
/** How many filters a search applies (a range or the created time counts once). */
export function countActiveFilters(params: SearchParams, withKind: boolean): number {
  let count = 0;
  for (const field of audienceFields) if (params[field]) count += 1;
  if (withKind && params.kind) count += 1;
  if (params.type) count += 1;
  if (params.createdFrom || params.createdTo) count += 1;
  for (const [min, max] of rangeFields) if (params[min] || params[max]) count += 1;
  return count;
}

/**
 * The search bar and its filters, a form over the search in the address: words with the match
 * mode, the query-language hint, excluded words, then the audience (niches, languages,
 * countries), created time, post type, posts or ads and the engagement ranges, and for ads their
 * running ad sets. It is checked against the API's contract before it searches; Enter in
 * any field searches.
 */
export function SearchForm({
  params,
  onSearch,
  serverErrors = {},
  withKind = false,
  isAdsOnly = false,
  inputRef,
}: SearchFormProps) {
  const { t } = useTranslation();
  const form = useSearchFormState(toFormValues(params), (values) =>
    validateSearch(toSearchParams(values, params)),
  );
  const activeFilters = countActiveFilters(params, withKind);
  // The filters start open on a search that uses some, except those of the user's
  // personalization: the chip above the search says so already.
  const personalization = useLoadedPersonalization();
  const [isFiltersOpen, setFiltersOpen] = useState(() => {
    const personalized = personalizedSearch(personalization, { withKind });
    const chosen =
      personalized && isPersonalizedSearch(params, personalized)
        ? withoutPersonalized(params, personalized)
        : params;
    return countActiveFilters(chosen, withKind) > 0;
  });

  // Back, forward or a link changed the search: the form shows it.
  const { setValues, clearErrors } = form;
  useEffect(() => {
    setValues(toFormValues(params));
    clearErrors();
  }, [params, setValues, clearErrors]);

  const errorOf = (field: SearchParamName): string | undefined => {
    const key = form.errors[field] ?? serverErrors[field];
    return key ? t(key) : undefined;
  };
  const hasFilterError = filterFields.some((field) => errorOf(field));
  const showFilters = isFiltersOpen || hasFilterError;
  // The fields load with the panel's first opening and stay (their code is not on the first screen).
  const [hasOpenedFilters, setOpenedFilters] = useState(showFilters);
  if (showFilters && !hasOpenedFilters) setOpenedFilters(true);

  function submit(values: SearchFormValues) {
    onSearch(values);
  }

  function clearFilters() {
    const values: SearchFormValues = {
      ...emptyFormValues,
      q: form.values.q,
      mode: form.values.mode,
      exclude: form.values.exclude,
    };
    form.setValues(values);
    form.clearErrors();
    onSearch(values);
  }

  const modeOptions = searchModes.map((mode) => ({
    value: mode,
    label: t(`research.search.modes.${mode}`),
  }));

  return (
    <Card
      component="form"
      padding="lg"
      shadow="xs"
      onSubmit={form.onSubmit(submit)}
      noValidate
      role="search"
      data-testid="search-form"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <TextInput
            ref={inputRef}
            {...form.getInputProps('q')}
            error={errorOf('q')}
            aria-label={t('research.search.label')}
            placeholder={t('research.search.placeholder')}
            size="md"
            leftSection={<IconSearch size={18} stroke={1.8} />}
            rightSection={
              <Box visibleFrom="sm" aria-hidden>
                <Kbd size="xs">/</Kbd>
              </Box>
            }
            style={{ flex: 1, minWidth: 0 }}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="search-input"
          />
          <Button
            type="submit"
            size="md"
            px={{ base: 'sm', sm: 'lg' }}
            aria-label={t('research.search.submit')}
            data-testid="search-submit"
          >
            <IconSearch size={18} stroke={2} aria-hidden />
            <Text span inherit ml={8} visibleFrom="xs">
              {t('research.search.submit')}
            </Text>
          </Button>
        </Group>

        <Group gap={6} wrap="wrap">
          <Text fz="xs" c="dimmed">
            {t('research.search.prefixIntro')}
          </Text>
          {(['page', 'site', 'tag'] as const).map((prefix) => (
            <Group
              key={prefix}
              gap={4}
              wrap="nowrap"
              title={t(`research.search.prefixes.${prefix}`)}
            >
              <Badge
                variant="default"
                radius="sm"
                size="sm"
                fw={500}
                style={{
                  textTransform: 'none',
                  fontFamily: 'var(--mantine-font-family-monospace)',
                }}
              >
                {prefix}:/{prefix[0]}:
              </Badge>
              <Text fz="xs" c="dimmed">
                {t(`research.search.prefixShort.${prefix}`)}
              </Text>
            </Group>
          ))}
          <SearchHelp />
        </Group>

        <Flex gap="sm" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }}>
          <OnDemandSelect
            {...form.getInputProps('mode')}
            error={errorOf('mode')}
            data={modeOptions}
            aria-label={t('research.search.mode')}
            leftSection={
              <Text fz="xs" c="dimmed" pl={4}>
                {t('research.search.mode')}
              </Text>
            }
            leftSectionWidth={64}
            allowDeselect={false}
            checkIconPosition="right"
            w={{ base: '100%', sm: 250 }}
            comboboxProps={{ withinPortal: true }}
            renderOption={({ option }) => (
              <Stack gap={0}>
                <Text fz="sm">{option.label}</Text>
                <Text fz="xs" c="dimmed">
                  {t(`research.search.modeHints.${option.value as (typeof searchModes)[number]}`)}
                </Text>
              </Stack>
            )}
            data-testid="search-mode"
          />
          <TextInput
            {...form.getInputProps('exclude')}
            error={errorOf('exclude')}
            aria-label={t('research.search.exclude')}
            placeholder={t('research.search.excludePlaceholder')}
            leftSection={<IconCircleMinus size={16} stroke={1.7} />}
            style={{ flex: 1 }}
            autoComplete="off"
            data-testid="search-exclude"
          />
          <Button
            variant={showFilters ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={18} stroke={1.7} />}
            rightSection={
              <Group gap={6} wrap="nowrap">
                {activeFilters > 0 && (
                  <Badge size="sm" circle variant="filled" data-testid="active-filter-count">
                    {activeFilters}
                  </Badge>
                )}
                <IconChevronDown
                  size={16}
                  style={{
                    transform: showFilters ? 'rotate(180deg)' : undefined,
                    transition: 'transform 150ms ease',
                  }}
                />
              </Group>
            }
            onClick={() => setFiltersOpen((open) => !open)}
            aria-expanded={showFilters}
            aria-controls="search-filters"
            data-testid="filters-toggle"
          >
            {t('research.filters.toggle')}
          </Button>
        </Flex>

        <div
          className={classes.filters}
          data-expanded={showFilters || undefined}
          inert={!showFilters}
        >
          <Box id="search-filters" data-testid="search-filters">
            {hasOpenedFilters && (
              <LazyBoundary name="search filters">
                <FilterFields
                  form={form}
                  errorOf={errorOf}
                  withKind={withKind}
                  isAdsOnly={isAdsOnly}
                  onClear={clearFilters}
                />
              </LazyBoundary>
            )}
          </Box>
        </div>
      </Stack>
    </Card>
  );
}

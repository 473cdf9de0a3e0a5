import {
  Group,
  MultiSelect,
  Text,
  type ComboboxItem,
  type MultiSelectProps,
  type OptionsFilter,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { audienceLimits } from '@postradar/contracts';
import type { Language } from '@postradar/i18n';
import { useLanguage, useTranslation } from '@postradar/ui';
import { useState } from 'react';
import { formatCompact, formatNumber } from '../research/format-count';
import { countryName, languageName } from './audience-names';
import type { AudienceField } from './audience-fields';
import { usePersonalizationOptions } from './use-personalization-options';

/** How long typing rests before the niches are searched again. */
const nicheSearchDelayMs = 250;

type PassedProps = Pick<
  MultiSelectProps,
  'label' | 'description' | 'placeholder' | 'error' | 'size' | 'inputWrapperOrder'
>;

export interface AudienceSelectProps extends PassedProps {
  field: AudienceField;
  value: string[];
  onChange(value: string[]): void;
  testId: string;
}

/** What a value reads as: a niche as it is, a language or a country by its name. */
function displayName(field: AudienceField, value: string, language: Language): string {
  if (field === 'languages') return languageName(value, language);
  if (field === 'countries') return countryName(value, language);
  return value;
}

/** Lower case without accents: 'my' finds 'Mỹ', 'viet' finds 'Tiếng Việt'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const matchesTyped: OptionsFilter = ({ options, search }) => {
  const typed = fold(search.trim());
  return (options as ComboboxItem[]).filter(
    (option) => fold(option.label).includes(typed) || fold(option.value).includes(typed),
  );
};

/**
 * A multi-select of niches, languages or countries from what the corpus holds
 * (GET /api/personalization/options), each with its post count. Niches are searched on the server
 * as the user types (debounced); languages and countries show by name in the interface language
 * and are filtered in the browser. The options load when the list first opens; chosen values show
 * without them. At most the contract's limit of values.
 */
export function AudienceSelect({
  field,
  value,
  onChange,
  testId,
  placeholder,
  ...props
}: AudienceSelectProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [isOpened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [nicheQuery] = useDebouncedValue(field === 'niches' ? search : '', nicheSearchDelayMs);
  const options = usePersonalizationOptions(nicheQuery, { enabled: isOpened });

  const found = options.data?.[field] ?? [];
  const counts = new Map(found.map((option) => [option.value, option.posts]));
  // The chosen values stay among the options, so that they keep their names.
  const values = [...new Set([...found.map((option) => option.value), ...value])];
  const data = values.map((item) => ({ value: item, label: displayName(field, item, language) }));

  // Niches come searched from the server; chosen ones outside its answer show when they match.
  const nicheFilter: OptionsFilter = (input) => {
    const typed = fold(input.search.trim());
    return (input.options as ComboboxItem[]).filter(
      (option) => counts.has(option.value) || fold(option.value).includes(typed),
    );
  };

  let nothingFound = t(`personalization.${field}.nothingFound`);
  if (options.isError) nothingFound = t('personalization.optionsFailed');
  else if (options.isFetching || (isOpened && !options.data)) nothingFound = t('common.loading');

  return (
    <MultiSelect
      {...props}
      // Beside chosen values the placeholder, and the typing field's width, would only push the
      // field onto a second line.
      placeholder={value.length === 0 ? placeholder : undefined}
      styles={value.length === 0 ? undefined : { inputField: { minWidth: 48 } }}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      filter={field === 'niches' ? nicheFilter : matchesTyped}
      maxValues={audienceLimits[field]}
      nothingFoundMessage={nothingFound}
      clearable
      checkIconPosition="left"
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => {
        const posts = counts.get(option.value);
        return (
          <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
            <Text fz="sm" truncate>
              {option.label}
            </Text>
            {posts !== undefined && (
              <Text
                fz="xs"
                c="dimmed"
                style={{ flexShrink: 0 }}
                title={t('personalization.posts', {
                  count: posts,
                  formatted: formatNumber(posts, language),
                })}
              >
                {formatCompact(posts, language)}
              </Text>
            )}
          </Group>
        );
      }}
      data-testid={testId}
    />
  );
}

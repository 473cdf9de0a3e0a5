import { ActionIcon, Anchor, Group, Paper, Text } from '@mantine/core';
import type { Personalization } from '@postradar/contracts';
import type { Language } from '@postradar/i18n';
import { OnDemandTooltip, useLanguage, useTranslation } from '@postradar/ui';
import { IconSparkles, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { countryName, languageName } from '../personalization/audience-names';
import {
  isPersonalizedSearch,
  personalizedSearch,
  withoutPersonalized,
  type PersonalizedParams,
} from '../personalization/personalized-search';
import { clearedPersonalizationState } from '../personalization/cleared-personalization';
import { usePersonalization } from '../personalization/use-personalization';
import { readSearchParams, writeSearchParams, type SearchScope } from './search-params';

/** The niches the chip names before it counts the rest ('nurse, teacher, mom +4'). */
const nichesShown = 3;

/** 'nurse, teacher · English · United States · Posts only': what the personalization narrows. */
function describe(
  personalization: Personalization,
  personalized: PersonalizedParams,
  language: Language,
  t: TFunction,
): string {
  const { niches, languages, countries } = personalization;
  const parts: string[] = [];
  if (niches.length > 0) {
    const rest = niches.length - nichesShown;
    parts.push(niches.slice(0, nichesShown).join(', ') + (rest > 0 ? ` +${rest}` : ''));
  }
  if (languages.length > 0)
    parts.push(languages.map((code) => languageName(code, language)).join(', '));
  if (countries.length > 0)
    parts.push(countries.map((code) => countryName(code, language)).join(', '));
  if (personalized.kind === 'post' || personalized.kind === 'ad')
    parts.push(t(`research.filters.kinds.${personalized.kind}`));
  return parts.join(' · ');
}

interface PersonalizedChipProps {
  /** The screen's search scope, to write the address without the personalization. */
  scope: SearchScope;
  /** Whether the screen's searches choose posts or ads (the personalization's kind applies). */
  withKind: boolean;
}

/**
 * Above a research screen's results while its search carries the user's personalization: what it
 * narrows to, a link to change it, and one click that searches without it (and keeps it off on
 * this screen until the user opens it afresh).
 */
export function PersonalizedChip({ scope, withKind }: PersonalizedChipProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { data: personalization } = usePersonalization();
  const personalized = personalizedSearch(personalization, { withKind });
  const params = readSearchParams(search);
  if (!personalization || !personalized || !isPersonalizedSearch(params, personalized)) return null;

  function clear() {
    const rest = withoutPersonalized({ ...params, page: undefined }, personalized ?? {});
    void navigate(
      { pathname, search: writeSearchParams(rest, scope) },
      { state: clearedPersonalizationState },
    );
  }

  return (
    <Paper
      radius="xl"
      py={6}
      pl="md"
      pr={6}
      bg="radar.0"
      maw="100%"
      style={{ alignSelf: 'flex-start' }}
      data-testid="personalized-chip"
    >
      <Group gap="xs" wrap="nowrap">
        <IconSparkles
          size={16}
          stroke={1.8}
          color="var(--mantine-color-radar-6)"
          style={{ flexShrink: 0 }}
          aria-hidden
        />
        <Text fz="sm" lineClamp={2} miw={0}>
          <Anchor
            component={Link}
            to="/a/personalization"
            fz="sm"
            fw={700}
            title={t('personalization.chip.edit')}
            data-testid="personalized-chip-edit"
          >
            {t('personalization.chip.label')}
          </Anchor>
          {': '}
          <span data-testid="personalized-chip-text">
            {describe(personalization, personalized, language, t)}
          </span>
        </Text>
        <OnDemandTooltip label={t('personalization.chip.clear')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            radius="xl"
            size="sm"
            onClick={clear}
            aria-label={t('personalization.chip.clear')}
            data-testid="personalized-chip-clear"
          >
            <IconX size={14} />
          </ActionIcon>
        </OnDemandTooltip>
      </Group>
    </Paper>
  );
}

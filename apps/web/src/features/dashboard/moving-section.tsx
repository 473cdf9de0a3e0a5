import { Anchor, Stack, Text, Title } from '@mantine/core';
import { movingSorts } from '@postradar/contracts';
import { useLanguage, useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { GateErrorPrompt } from '../../lib/billing-gate/gate-error-prompt';
import { usePersonalization } from '../../lib/personalization/use-personalization';
import { audienceSummary } from './audience-summary';
import { useMovingRefusal } from './dashboard-queries';
import { MovingBlock } from './moving-block';
import { trendingHref } from './trending-href';

/** Which niches, languages, countries and kind narrow the blocks, and where to change them. */
function AudienceNote() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = usePersonalization();
  if (!data) return null;
  // Posts only or ads only, named as the search filter names them.
  const kind = { posts: t('research.filters.kinds.post'), ads: t('research.filters.kinds.ad') };
  const summary = [audienceSummary(data, language), data.kind !== 'both' && kind[data.kind]]
    .filter(Boolean)
    .join(' · ');
  return (
    <Text fz="sm" c="dimmed" data-testid="dashboard-audience">
      {summary
        ? t('dashboard.moving.personalized', { audience: summary })
        : t('dashboard.moving.notPersonalized')}{' '}
      <Anchor component={Link} to="/a/personalization" fz="sm" fw={600}>
        {summary ? t('dashboard.moving.change') : t('dashboard.moving.personalize')}
      </Anchor>
    </Text>
  );
}

/**
 * Moving today: the trending sort and the three spikes, a block each, in the user's niches. The
 * four are refused together for a plan without them: one upgrade prompt then stands for them.
 */
export function MovingSection() {
  const { t } = useTranslation();
  const personalization = usePersonalization();
  const refused = useMovingRefusal();
  return (
    <Stack component="section" gap="lg" aria-labelledby="dashboard-moving-title">
      <Stack gap={2}>
        <Title order={2} fz="xl" id="dashboard-moving-title">
          {t('dashboard.moving.title')}
        </Title>
        <AudienceNote />
      </Stack>
      {refused ? (
        <GateErrorPrompt error={refused} />
      ) : (
        movingSorts.map((sort) => (
          <MovingBlock
            key={sort}
            sort={sort}
            seeAllHref={trendingHref(sort, personalization.data)}
          />
        ))
      )}
    </Stack>
  );
}

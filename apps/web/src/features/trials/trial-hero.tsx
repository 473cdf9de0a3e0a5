import { Badge, Progress, Stack, Text, Title } from '@mantine/core';
import { formatShortDate, formatShortDateTime } from '@postradar/i18n';
import { useLanguage, useTranslation } from '@postradar/ui';
import type { ReactNode } from 'react';
import { planTitle } from '../../lib/billing/plan-texts';
import { HeroLink } from './hero-link';
import { TrialStart } from './trial-start';
import { trialDays, type TrialState } from './trial-state';
import classes from './trials-page.module.css';

interface HeroTexts {
  kind: TrialState['kind'];
  eyebrow: string;
  heading: string;
  body: string;
}

function Hero({ kind, eyebrow, heading, body, children }: HeroTexts & { children: ReactNode }) {
  return (
    <div className={classes.hero} data-testid={`trial-hero-${kind}`}>
      <Stack gap="md" maw={640} pos="relative">
        <Badge variant="white" color="radar" size="lg">
          {eyebrow}
        </Badge>
        <Title order={1} c="white" fz={{ base: 28, sm: 38 }} data-testid="trial-heading">
          {heading}
        </Title>
        <Text c="rgba(255,255,255,0.82)" fz={{ base: 'md', sm: 'lg' }}>
          {body}
        </Text>
        {children}
      </Stack>
    </div>
  );
}

function ChoosePlanButton() {
  const { t } = useTranslation();
  return (
    <HeroLink to="/pricing" label={t('billing.trials.choosePlan')} testId="trial-choose-plan" />
  );
}

/**
 * The top of the trials page for where the user stands: the offer and its button (or why there is
 * none), the days left of a running trial, or the trial's end, each leading to a plan; or, for a
 * seller paying for a plan, that plan, until when it runs and the way to Billing.
 */
export function TrialHero({ state }: { state: TrialState }) {
  const { t } = useTranslation();
  const language = useLanguage();

  if (state.kind === 'running') {
    const days = trialDays(state.membership);
    return (
      <Hero
        kind={state.kind}
        eyebrow={t('billing.trials.running.eyebrow')}
        heading={t('billing.trials.running.daysLeft', { count: days.left })}
        body={t('billing.trials.running.body', {
          date: formatShortDateTime(state.membership.finish, language),
        })}
      >
        <Stack gap={6} maw={360} data-testid="trial-days">
          <Text fz="sm" fw={600} c="white">
            {t('billing.trials.running.dayOf', { day: days.day, days: days.total })}
          </Text>
          <Progress
            value={(days.day / days.total) * 100}
            color="teal.4"
            bg="rgba(255,255,255,0.18)"
            radius="xl"
            size="md"
            aria-label={t('billing.trials.running.dayOf', { day: days.day, days: days.total })}
          />
        </Stack>
        <ChoosePlanButton />
      </Hero>
    );
  }

  if (state.kind === 'ended') {
    return (
      <Hero
        kind={state.kind}
        eyebrow={t('billing.trials.ended.eyebrow')}
        heading={t('billing.trials.ended.heading')}
        body={t('billing.trials.ended.body', {
          date: formatShortDate(state.membership.finish, language),
        })}
      >
        <ChoosePlanButton />
      </Hero>
    );
  }

  if (state.kind === 'subscribed') {
    const plan = planTitle(state.membership.plan, language);
    return (
      <Hero
        kind={state.kind}
        eyebrow={t('billing.trials.subscribed.eyebrow')}
        heading={t('billing.trials.subscribed.heading', { plan })}
        body={t('billing.trials.subscribed.body', {
          plan,
          date: formatShortDate(state.membership.finish, language),
        })}
      >
        <HeroLink
          to="/settings/billing"
          label={t('billing.trials.subscribed.manage')}
          testId="trial-manage-plan"
        />
      </Hero>
    );
  }

  return (
    <Hero
      kind={state.kind}
      eyebrow={t('billing.trials.eyebrow')}
      heading={t('billing.trials.heading')}
      body={t('billing.trials.body')}
    >
      <TrialStart canStart={state.kind === 'available'} />
    </Hero>
  );
}

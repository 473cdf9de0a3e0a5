import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useLanguage } from '@postradar/ui';
import { IconArrowRight, IconCheck, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planFeatures } from '../../lib/billing/plan-features';
import { isTrialPlan, usePlans } from '../../lib/billing/plan-queries';
import { useCanStartTrial } from '../../lib/billing/use-can-start-trial';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TrialStart } from './trial-start';
import classes from './trials-page.module.css';

const steps = ['start', 'explore', 'choose'] as const;

/**
 * /a/trials, where a new seller lands after signing in: what the seven free days hold, a button
 * that subscribes to the trial plan (for users who may still start it) and the way to the plans.
 */
export function TrialsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const canStart = useCanStartTrial();
  const plans = usePlans();
  const trial = plans.data?.find(isTrialPlan);
  useDocumentTitle(t('billing.trials.title'));

  return (
    <Stack gap="xl" data-testid="trials-page">
      <div className={classes.hero}>
        <Stack gap="md" maw={640} pos="relative">
          <Badge variant="white" color="radar" size="lg">
            {t('billing.trials.eyebrow')}
          </Badge>
          <Title order={1} c="white" fz={{ base: 28, sm: 38 }}>
            {t('billing.trials.heading')}
          </Title>
          <Text c="rgba(255,255,255,0.82)" fz={{ base: 'md', sm: 'lg' }}>
            {t('billing.trials.body')}
          </Text>
          <TrialStart canStart={canStart} />
        </Stack>
      </div>

      <SimpleGrid cols={{ base: 1, md: trial ? 2 : 1 }} spacing="lg">
        {trial && (
          <Card padding="xl" shadow="xs" radius="lg">
            <Stack gap="md">
              <Text fw={700} fz="lg">
                {t('billing.trials.included')}
              </Text>
              <List
                spacing="sm"
                size="sm"
                center
                icon={
                  <ThemeIcon size={24} radius="xl" variant="light">
                    <IconCheck size={15} />
                  </ThemeIcon>
                }
              >
                {planFeatures(trial, language).map((feature) => (
                  <List.Item key={feature.text}>{feature.text}</List.Item>
                ))}
                <List.Item>{t('billing.devices', { count: trial.deviceAtOnce })}</List.Item>
              </List>
            </Stack>
          </Card>
        )}
        <Card padding="xl" shadow="xs" radius="lg">
          <Stack gap="md">
            <Text fw={700} fz="lg">
              {t('billing.trials.steps.title')}
            </Text>
            {steps.map((step, index) => (
              <Group key={step} gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={30} radius="xl" variant="filled" className={classes.stepNumber}>
                  {index + 1}
                </ThemeIcon>
                <Text fz="sm" pt={5}>
                  {t(`billing.trials.steps.${step}`)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>

      <Group gap="sm">
        <Button
          component={Link}
          to="/pricing"
          variant="light"
          rightSection={<IconArrowRight size={16} />}
          data-testid="trials-see-plans"
        >
          {t('billing.trials.seePlans')}
        </Button>
        <Button
          component={Link}
          to="/settings/billing"
          variant="subtle"
          leftSection={<IconReceipt size={16} />}
        >
          {t('billing.trials.billing')}
        </Button>
      </Group>
    </Stack>
  );
}

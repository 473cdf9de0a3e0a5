import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import classes from './trials-page.module.css';

const steps = ['start', 'explore', 'choose'] as const;

/** How the trial works, for a seller who may still start it. */
export function TrialSteps() {
  const { t } = useTranslation();
  return (
    <Card padding="xl" shadow="xs" radius="lg" data-testid="trial-steps">
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
  );
}

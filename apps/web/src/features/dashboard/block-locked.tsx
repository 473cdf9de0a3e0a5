import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ApiError } from '@postradar/api-client';
import { pricingPath, upgradeVariant, useTranslation } from '@postradar/ui';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorRefusal } from '../../lib/billing-gate/gate-refusal';

/**
 * A block the user's plan does not include: the upgrade prompt's words (the refusal's title and
 * reason, in the interface language) and its way to the plans, compact, since several blocks of
 * the dashboard can be refused at once.
 */
export function BlockLocked({ error, testId }: { error: ApiError; testId: string }) {
  const { t } = useTranslation();
  const refusal = errorRefusal(error, t);
  const variant = upgradeVariant(refusal.feature ? [refusal.feature] : []);
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      style={{
        backgroundImage:
          'linear-gradient(135deg, var(--mantine-primary-color-light) 0%, transparent 55%)',
      }}
      data-testid={`${testId}-locked`}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" visibleFrom="xs" aria-hidden>
          <IconLock size={22} stroke={1.7} />
        </ThemeIcon>
        <Stack gap={4} align="flex-start" miw={0}>
          <Text fw={700}>{refusal.title ?? t(`components.upgrade.${variant}.title`)}</Text>
          <Text fz="sm" c="dimmed">
            {refusal.description ?? t(`components.upgrade.${variant}.description`)}
          </Text>
          <Button component={Link} to={pricingPath} size="xs" mt={6}>
            {t(`components.upgrade.${variant}.button`)}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}

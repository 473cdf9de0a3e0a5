import { Badge, Group, List, ThemeIcon } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { IconCheck, IconX } from '@tabler/icons-react';

export interface FeatureItem {
  text: string;
  /** Marked 'New' (the plan cards' Ads Library). */
  isNew?: boolean;
}

/**
 * A plan's features as the pricing and trials pages list them: check marks for what it has,
 * crosses for what it leaves out. The line height leaves room between wrapped lines for Vietnamese
 * accents.
 */
export function FeatureList({
  items,
  isIncluded = true,
  testId,
}: {
  items: readonly FeatureItem[];
  isIncluded?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const MarkIcon = isIncluded ? IconCheck : IconX;
  return (
    <List
      spacing={10}
      size="sm"
      data-testid={testId}
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" color={isIncluded ? 'radar' : 'gray'}>
          <MarkIcon size={14} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item.text} lh={1.5} data-testid="plan-feature">
          <Group gap={6} wrap="wrap">
            <span>{item.text}</span>
            {item.isNew && (
              <Badge size="xs" color="signal.8" variant="filled" data-testid="plan-feature-new">
                {t('billing.pricing.new')}
              </Badge>
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

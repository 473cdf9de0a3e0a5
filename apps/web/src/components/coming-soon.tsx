import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { en } from '@postradar/i18n';
import { IconMessageCircle, type Icon } from '@tabler/icons-react';
import { PlannedFeatureList, useTranslation } from '@postradar/ui';
import { supportChat } from '../lib/support-chat-store';

export type ComingSoonScreen = keyof (typeof en)['comingSoon']['screens'];

interface ComingSoonProps {
  screen: ComingSoonScreen;
  icon: Icon;
  /** What the screen is for, under the page's own heading. */
  description: string;
}

/**
 * A screen that is not built yet: what it will do, in the user's language, and a way to reach
 * support meanwhile. Never an empty page.
 */
export function ComingSoon({ screen, icon: ScreenIcon, description }: ComingSoonProps) {
  const { t } = useTranslation();
  const points = t(`comingSoon.screens.${screen}.points`, { returnObjects: true });

  return (
    <Stack gap="lg" data-testid="coming-soon" data-screen={screen}>
      <Card padding="xl" shadow="xs">
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <ThemeIcon size={52} radius="lg" variant="light" visibleFrom="xs">
            <ScreenIcon size={28} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={8} style={{ flex: 1 }}>
            <Group gap="sm">
              <Badge color="teal" variant="light" size="md">
                {t('comingSoon.badge')}
              </Badge>
            </Group>
            <Title order={2} fz="lg" fw={600} maw={640} lh={1.4}>
              {description}
            </Title>
          </Stack>
        </Group>
      </Card>

      <PlannedFeatureList title={t('comingSoon.whatItWillDo')} points={points} />

      <Card padding="lg" radius="lg" bg="radar.0" withBorder={false}>
        <Group justify="space-between" gap="md">
          <Stack gap={4} maw={560}>
            <Text fw={600}>{t('comingSoon.inTheMeantime')}</Text>
            <Text fz="sm" c="dimmed">
              {t('comingSoon.meantimeBody')}
            </Text>
          </Stack>
          <Button
            variant="white"
            leftSection={<IconMessageCircle size={18} />}
            onClick={() => supportChat.open()}
          >
            {t('comingSoon.contactSupport')}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}

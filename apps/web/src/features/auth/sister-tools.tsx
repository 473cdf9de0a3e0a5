import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowUpRight, IconChartBar, IconTrademark, type Icon } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { links } from '../../lib/links';
import classes from './sister-tools.module.css';

/** The sign-in screen links to two sister tools, TM Check and Merch Insights. */
export function SisterTools() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" w="100%" maw={440} data-testid="sister-tools">
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.08em' }}>
        {t('auth.login.sisterTools.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Tool
          href={links.tmCheck}
          icon={IconTrademark}
          name={t('auth.login.sisterTools.tmCheck.name')}
          description={t('auth.login.sisterTools.tmCheck.description')}
        />
        <Tool
          href={links.merchInsights}
          icon={IconChartBar}
          name={t('auth.login.sisterTools.merchInsights.name')}
          description={t('auth.login.sisterTools.merchInsights.description')}
        />
      </SimpleGrid>
    </Stack>
  );
}

function Tool({
  href,
  icon: ToolIcon,
  name,
  description,
}: {
  href: string;
  icon: Icon;
  name: string;
  description: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={t('common.openInNewTab')}
      withBorder
      radius="md"
      p="sm"
      className={classes.tool}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={34} radius="md">
          <ToolIcon size={18} />
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={4} wrap="nowrap">
            <Text fz="sm" fw={600}>
              {name}
            </Text>
            <IconArrowUpRight size={14} className={classes.arrow} />
          </Group>
          <Text fz="xs" c="dimmed" lh={1.45}>
            {description}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

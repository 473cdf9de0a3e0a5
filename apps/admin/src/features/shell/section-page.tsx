import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PlannedFeatureList, useTranslation } from '@postradar/ui';
import { Link, Navigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { findSection, type AdminSection } from './admin-sections';

/** /:section: an admin section that is not built yet, with what it will do. */
export function SectionPage() {
  const { section: slug } = useParams();
  const section = findSection(slug);
  if (!section) return <Navigate to="/" replace />;
  return <ComingSoonPanel section={section} />;
}

function ComingSoonPanel({ section }: { section: AdminSection }) {
  const { t } = useTranslation();
  const { key, icon: SectionIcon } = section;
  const title = t(`admin.sections.${key}.title`);
  const points = t(`admin.sections.${key}.points`, { returnObjects: true });
  useDocumentTitle(title);

  return (
    <Stack gap="lg" maw={960} data-testid="coming-soon" data-section={section.slug}>
      <Card padding="xl" shadow="xs">
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <ThemeIcon size={52} radius="lg" variant="light" visibleFrom="xs">
            <SectionIcon size={28} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={8} style={{ flex: 1 }}>
            <Group gap="sm">
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {title}
              </Title>
              <Badge color="teal" variant="light" size="md">
                {t('admin.shell.comingLater')}
              </Badge>
            </Group>
            <Text c="dimmed" maw={640}>
              {t(`admin.sections.${key}.description`)}
            </Text>
            <Group mt="xs">
              <Button
                component={Link}
                to="/"
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
              >
                {t('admin.shell.overview')}
              </Button>
            </Group>
          </Stack>
        </Group>
      </Card>

      <PlannedFeatureList title={t('admin.shell.whatItWillDo')} points={points} />
    </Stack>
  );
}

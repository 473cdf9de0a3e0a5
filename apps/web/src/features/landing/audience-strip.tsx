import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import classes from './landing.module.css';

export function AudienceStrip() {
  const { t } = useTranslation();
  const items = t('landing.audience.items', { returnObjects: true });
  return (
    <Box className={classes.audience}>
      <Container size="lg" py="lg">
        <Group justify="center" gap="md">
          <Text fz="sm" fw={600} c="dimmed" w={{ base: '100%', sm: 'auto' }} ta="center">
            {t('landing.audience.title')}
          </Text>
          {items.map((item) => (
            <span key={item} className={classes.audienceChip}>
              {item}
            </span>
          ))}
        </Group>
      </Container>
    </Box>
  );
}

import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import classes from './landing.module.css';

export function LandingCta({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 56, sm: 88 }}>
      <div className={classes.cta}>
        <Stack gap="md" align="center" ta="center" pos="relative" style={{ zIndex: 1 }}>
          <Title order={2} c="white" fz={{ base: 26, sm: 34 }}>
            {t('landing.cta.title')}
          </Title>
          <Text c="rgba(255,255,255,0.8)" fz="lg" maw={560}>
            {t('landing.cta.body')}
          </Text>
          <Group gap="sm" justify="center" mt="sm">
            <Button
              component="a"
              href={signInHref}
              size="lg"
              variant="white"
              rightSection={<IconArrowRight size={18} />}
            >
              {t('landing.cta.primary')}
            </Button>
            <Button component={Link} to="/pricing" size="lg" variant="subtle" color="gray.0">
              {t('landing.cta.secondary')}
            </Button>
          </Group>
        </Stack>
      </div>
    </Container>
  );
}

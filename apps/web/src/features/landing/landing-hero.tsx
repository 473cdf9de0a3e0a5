import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicHeader } from '../../components/public-header';
import { HeroPreview } from './hero-preview';
import classes from './landing.module.css';

export function LandingHero({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.hero}>
      <div className={classes.heroRings} aria-hidden="true" />
      <PublicHeader tone="light" withSectionLinks signInHref={signInHref} />
      <Container size="lg" className={classes.heroInner}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={48}>
          <Stack gap="lg" justify="center">
            <span className={classes.eyebrow}>
              <IconSparkles size={15} aria-hidden="true" />
              {t('landing.hero.eyebrow')}
            </span>
            <Title order={1} className={classes.heroTitle} data-testid="landing-title">
              {t('landing.hero.titleStart')}{' '}
              <span className={classes.highlight}>{t('landing.hero.titleHighlight')}</span>{' '}
              {t('landing.hero.titleEnd')}
            </Title>
            <Text className={classes.heroSubtitle}>{t('landing.hero.subtitle')}</Text>
            <Group gap="sm" mt="xs">
              <Button
                component={Link}
                to={signInHref}
                size="lg"
                rightSection={<IconArrowRight size={18} />}
                data-testid="landing-get-started"
              >
                {t('landing.hero.primaryCta')}
              </Button>
              <Button
                component={Link}
                to="/pricing"
                size="lg"
                variant="white"
                color="night.9"
                className={classes.ghostButton}
              >
                {t('landing.hero.secondaryCta')}
              </Button>
            </Group>
            <Text fz="sm" c="rgba(255,255,255,0.6)">
              {t('landing.hero.note')}
            </Text>
          </Stack>
          <Box className={classes.previewWrap}>
            <HeroPreview />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import classes from './landing.module.css';

const steps = ['search', 'follow', 'act'] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <Box bg="white" id="how-it-works" className={classes.section}>
      <Container size="lg" py={{ base: 64, sm: 96 }}>
        <Stack gap="sm" align="center" ta="center" mb={56} maw={680} mx="auto">
          <Text className={classes.sectionEyebrow}>{t('landing.howItWorks.eyebrow')}</Text>
          <Title order={2} fz={{ base: 28, sm: 36 }}>
            {t('landing.howItWorks.title')}
          </Title>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing={40}>
          {steps.map((step, index) => (
            <Stack key={step} gap="sm" className={classes.step}>
              <span className={classes.stepNumber}>{index + 1}</span>
              <Title order={3} fz="xl">
                {t(`landing.howItWorks.steps.${step}.title`)}
              </Title>
              <Text c="dimmed" lh={1.65}>
                {t(`landing.howItWorks.steps.${step}.body`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

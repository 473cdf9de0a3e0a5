import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation, Logo } from '@postradar/ui';
import { Link } from 'react-router';
import { links } from '../lib/links';

/** Footer of the public pages. */
export function PublicFooter() {
  const { t } = useTranslation();
  const year = String(new Date().getFullYear());
  return (
    <Box component="footer" bg="night.9" c="white" py={56}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Logo tone="light" />
            <Text fz="sm" c="rgba(255,255,255,0.6)" maw={300}>
              {t('landing.footer.tagline')}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Text fz="sm" fw={600}>
              {t('landing.footer.product')}
            </Text>
            <Anchor component={Link} to="/#features" fz="sm" c="rgba(255,255,255,0.7)">
              {t('landing.nav.features')}
            </Anchor>
            <Anchor component={Link} to="/#how-it-works" fz="sm" c="rgba(255,255,255,0.7)">
              {t('landing.nav.howItWorks')}
            </Anchor>
            <Anchor component={Link} to="/pricing" fz="sm" c="rgba(255,255,255,0.7)">
              {t('landing.nav.pricing')}
            </Anchor>
            <Anchor component={Link} to="/login" fz="sm" c="rgba(255,255,255,0.7)">
              {t('landing.nav.signIn')}
            </Anchor>
          </Stack>
          <Stack gap="xs">
            <Text fz="sm" fw={600}>
              {t('landing.footer.support')}
            </Text>
            <Anchor href={`mailto:${links.supportEmail}`} fz="sm" c="rgba(255,255,255,0.7)">
              {links.supportEmail}
            </Anchor>
            <Anchor
              href={links.liveChat}
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
              c="rgba(255,255,255,0.7)"
            >
              {t('shell.chat.liveChat.title')}
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Group
          justify="space-between"
          mt={48}
          pt="lg"
          style={{ borderTop: '1px solid rgba(255,255,255,0.1)' }}
        >
          <Text fz="xs" c="rgba(255,255,255,0.5)">
            {t('landing.footer.rights', { year })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}

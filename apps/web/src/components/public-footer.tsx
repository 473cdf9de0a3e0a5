import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation, Logo } from '@postradar/ui';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { links } from '../lib/links';

const currentYear = () => new Date().getFullYear();

/**
 * The year the copyright line was rendered with: the one its markup holds while the app takes
 * over a page rendered ahead (at build time, perhaps in an earlier year), the year now while that
 * page is being rendered (in Node, without a document).
 */
function renderedYear(): number {
  if (typeof document === 'undefined') return currentYear();
  const copyright = document.querySelector<HTMLElement>('[data-copyright-year]');
  return Number(copyright?.dataset.copyrightYear) || currentYear();
}

/** Nothing announces a new year: the footer reads the clock whenever it renders. */
const subscribe = () => () => undefined;

/**
 * Footer of the public pages. Its copyright year is the current one; a page rendered ahead is
 * hydrated with the year it was rendered with, the current one following at once.
 */
export function PublicFooter() {
  const { t } = useTranslation();
  const year = useSyncExternalStore(subscribe, currentYear, renderedYear);
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
          <Text
            fz="xs"
            c="rgba(255,255,255,0.5)"
            data-copyright-year={year}
            data-testid="copyright"
          >
            {t('landing.footer.rights', { year: String(year) })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}

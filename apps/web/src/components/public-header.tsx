import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import classes from './public-header.module.css';

interface PublicHeaderProps {
  /** 'light' draws white text for a dark page top (the landing hero). */
  tone?: 'dark' | 'light';
  /** In-page links of the landing page. */
  withSectionLinks?: boolean;
  withSignIn?: boolean;
  /** Where the sign-in button goes (keeps an affiliate code, for instance). */
  signInHref?: string;
}

/** Header of the public pages: logo, section links, language switcher and sign-in. */
export function PublicHeader({
  tone = 'dark',
  withSectionLinks = false,
  withSignIn = true,
  signInHref = '/login',
}: PublicHeaderProps) {
  const { t } = useTranslation();
  const linkClass = tone === 'light' ? classes.linkLight : classes.link;

  return (
    <Box component="header" className={tone === 'light' ? classes.headerLight : classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" aria-label={t('shell.homeLink')} underline="never">
            <Logo tone={tone} />
          </Anchor>
          <Group gap="xl" visibleFrom="md" component="nav">
            {withSectionLinks && (
              <>
                <a className={linkClass} href="#features">
                  {t('landing.nav.features')}
                </a>
                <a className={linkClass} href="#how-it-works">
                  {t('landing.nav.howItWorks')}
                </a>
              </>
            )}
            <Link className={linkClass} to="/pricing">
              {t('landing.nav.pricing')}
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher tone={tone} />
            {withSignIn && (
              <Button
                component={Link}
                to={signInHref}
                size="sm"
                variant={tone === 'light' ? 'white' : 'filled'}
                data-testid="header-sign-in"
              >
                {t('landing.nav.signIn')}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

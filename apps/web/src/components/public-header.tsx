import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useTranslation, Logo } from '@postradar/ui';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher';
import classes from './public-header.module.css';

interface PublicHeaderProps {
  withSignIn?: boolean;
  /** Where the sign-in button goes (keeps an affiliate code, for instance). */
  signInHref?: string;
}

/** Header of the public pages: logo, pricing link, language switcher and sign-in. */
export function PublicHeader({ withSignIn = true, signInHref = '/login' }: PublicHeaderProps) {
  const { t } = useTranslation();

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to="/" aria-label={t('shell.homeLink')} underline="never">
            <Logo />
          </Anchor>
          <Group gap="xl" visibleFrom="md" component="nav">
            <Link className={classes.link} to="/pricing">
              {t('landing.nav.pricing')}
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            {withSignIn && (
              <Button component={Link} to={signInHref} size="sm" data-testid="header-sign-in">
                {t('landing.nav.signIn')}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

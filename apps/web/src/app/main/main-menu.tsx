import { Stack, Text } from '@mantine/core';
import { useTranslation } from '@postradar/ui';
import { Link, useLocation } from 'react-router';
import { mainMenuHref, mainMenuSections } from './main-menu-items';
import classes from './main-menu.module.css';

/**
 * The main menu of the application (sidebar on desktop, drawer on phones). It takes the height
 * left above the trial card and scrolls within it, with a thin scrollbar and shaded edges whenever
 * entries are out of view, so every entry is reachable on any screen. (The browser's own
 * scrolling: Mantine's ScrollArea would bring floating-ui's code to every screen.) The entries are
 * plain links drawn like Mantine's NavLink, whose code for nested, collapsing entries the menu does
 * not need.
 */
export function MainMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <div className={classes.scroller} data-testid="main-menu">
      <Stack gap="md" component="nav" aria-label={t('nav.mainMenu')} py="sm" px="sm">
        {mainMenuSections.map((section) => (
          <Stack key={section.key} gap={2}>
            <Text
              fz={11}
              fw={700}
              tt="uppercase"
              c="dimmed"
              px="sm"
              mb={4}
              style={{ letterSpacing: '0.08em' }}
            >
              {t(`nav.sections.${section.key}`)}
            </Text>
            {section.items.map((item) => {
              const href = mainMenuHref(item);
              const isActive = item.path
                ? pathname === href || pathname.startsWith(`${href}/`)
                : pathname === '/a' || pathname === '/a/';
              return (
                <Link
                  key={item.key}
                  to={href}
                  className={classes.link}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={onNavigate}
                  data-testid={`main-menu-${item.key}`}
                >
                  <item.icon size={19} stroke={1.6} className={classes.linkIcon} aria-hidden />
                  <span className={classes.linkLabel}>{t(`nav.items.${item.key}`)}</span>
                </Link>
              );
            })}
          </Stack>
        ))}
      </Stack>
    </div>
  );
}

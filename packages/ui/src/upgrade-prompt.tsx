import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from './use-translation';
import { mobileQuery } from './media';

export type UpgradeVariant = 'ads' | 'pro';

/** The ads texts when the excluded features include ads, otherwise the pro texts. */
export function upgradeVariant(excluded: readonly string[] = []): UpgradeVariant {
  return excluded.includes('ads') ? 'ads' : 'pro';
}

export const pricingPath = '/pricing';

export interface UpgradeDemo {
  /** Desktop image, e.g. '/demos/ads-library.webp'. */
  src: string;
  /** Narrower image for viewports of 480 px or less. */
  mobileSrc?: string;
  /** Alternative text; a generic preview description by default. */
  alt?: string;
  width?: number;
  height?: number;
}

/** What a router's link component (react-router's `Link`) must accept. */
export interface RouterLinkProps {
  to: string;
  className?: string;
  children?: ReactNode;
}

export interface UpgradePromptProps {
  /** Features the current plan lacks; decides the ads or pro texts. */
  excluded?: readonly string[];
  /** Replaces the variant's title. */
  title?: ReactNode;
  /** Replaces the variant's description. */
  description?: ReactNode;
  demo?: UpgradeDemo;
  /** Replaces the badge above the title (the plan's name by default). */
  badge?: ReactNode;
  /** Replaces the way out: the variant's button to the pricing page by default. */
  action?: { label: ReactNode; to: string };
  /**
   * Router link component (react-router's `Link`), given `to`; a plain `<a href>` without it.
   */
  linkComponent?: ComponentType<RouterLinkProps>;
}

function Icon({ variant }: { variant: UpgradeVariant }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      {variant === 'ads' ? (
        <>
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          <path d="M12 15v2" />
        </>
      ) : (
        <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      )}
    </svg>
  );
}

/** Shown in place of a feature the user's plan does not include, with a way to /pricing. */
export function UpgradePrompt({
  excluded,
  title,
  description,
  demo,
  badge,
  action,
  linkComponent: LinkComponent,
}: UpgradePromptProps) {
  const { t } = useTranslation();
  const variant = upgradeVariant(excluded);
  const target = action?.to ?? pricingPath;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      shadow="sm"
      style={{
        backgroundImage:
          'linear-gradient(135deg, var(--mantine-primary-color-light) 0%, transparent 55%)',
      }}
    >
      <SimpleGrid cols={{ base: 1, md: demo ? 2 : 1 }} spacing="xl" verticalSpacing="lg">
        <Stack gap="md" justify="center" maw={560}>
          <Group gap="sm">
            <ThemeIcon size={40} radius="md" variant="light">
              <Icon variant={variant} />
            </ThemeIcon>
            <Badge variant="light" radius="sm">
              {badge ?? t('components.upgrade.badge')}
            </Badge>
          </Group>
          <Title order={2} fz={{ base: 'h4', sm: 'h3' }}>
            {title ?? t(`components.upgrade.${variant}.title`)}
          </Title>
          <Text c="dimmed" lh={1.6}>
            {description ?? t(`components.upgrade.${variant}.description`)}
          </Text>
          <Group>
            <Button
              size="md"
              radius="md"
              renderRoot={(props) =>
                LinkComponent ? (
                  <LinkComponent to={target} {...props} />
                ) : (
                  <a href={target} {...props} />
                )
              }
            >
              {action?.label ?? t(`components.upgrade.${variant}.button`)}
            </Button>
          </Group>
        </Stack>
        {demo && (
          <picture style={{ display: 'block', alignSelf: 'center' }}>
            {demo.mobileSrc && <source media={mobileQuery} srcSet={demo.mobileSrc} />}
            <img
              src={demo.src}
              alt={demo.alt ?? t('components.upgrade.demoAlt')}
              width={demo.width}
              height={demo.height}
              loading="lazy"
              style={{
                display: 'block',
                width: '100%',
                height: 'auto',
                borderRadius: 'var(--mantine-radius-md)',
                border: '1px solid var(--mantine-color-default-border)',
                boxShadow: 'var(--mantine-shadow-md)',
              }}
            />
          </picture>
        )}
      </SimpleGrid>
    </Paper>
  );
}

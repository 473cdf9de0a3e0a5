import { Badge, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface AdminLogoProps {
  /** Height of the mark in pixels; the word mark scales with it. */
  size?: number;
  /** Hides the word mark on narrow screens, keeping the mark and the Admin badge. */
  isCompact?: boolean;
}

/** The PostRadar mark and word mark (as in apps/web) with the Admin badge. */
export function AdminLogo({ size = 30, isCompact = false }: AdminLogoProps) {
  const { t } = useTranslation();
  const gradientId = useId();
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#737fff" />
            <stop offset="1" stopColor="#3a47cc" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
        <circle
          cx="32"
          cy="32"
          r="19"
          fill="none"
          stroke="#fff"
          strokeOpacity=".45"
          strokeWidth="3"
        />
        <circle
          cx="32"
          cy="32"
          r="10"
          fill="none"
          stroke="#fff"
          strokeOpacity=".7"
          strokeWidth="3"
        />
        <path d="M32 32 L47 17" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <circle cx="32" cy="32" r="4" fill="#fff" />
        <circle cx="44" cy="40" r="3.5" fill="#4fe9ad" />
      </svg>
      <Text
        component="span"
        fw={750}
        fz={size * 0.62}
        lh={1}
        style={{ letterSpacing: '-0.02em' }}
        c="night.9"
        visibleFrom={isCompact ? 'xs' : undefined}
      >
        Post
        <Text component="span" inherit c="radar.6">
          Radar
        </Text>
      </Text>
      <Badge variant="filled" color="night.9" size="sm" radius="sm">
        {t('admin.badge')}
      </Badge>
    </Group>
  );
}

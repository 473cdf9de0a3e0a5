import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface LogoProps {
  /** Height of the mark in pixels; the word mark scales with it. */
  size?: number;
  /** 'light' for dark backgrounds. */
  tone?: 'dark' | 'light';
  withWordmark?: boolean | 'wide-screens';
  /** Shown after the word mark, e.g. the admin site's badge. */
  badge?: ReactNode;
}

/** The PostRadar mark (a radar sweep finding a signal) and word mark. */
export function Logo({ size = 30, tone = 'dark', withWordmark = true, badge }: LogoProps) {
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
      {withWordmark && (
        <Text
          component="span"
          fw={750}
          fz={size * 0.62}
          lh={1}
          style={{ letterSpacing: '-0.02em' }}
          c={tone === 'light' ? 'white' : 'night.9'}
          visibleFrom={withWordmark === 'wide-screens' ? 'xs' : undefined}
        >
          Post
          <Text component="span" inherit c={tone === 'light' ? 'radar.3' : 'radar.6'}>
            Radar
          </Text>
        </Text>
      )}
      {badge}
    </Group>
  );
}

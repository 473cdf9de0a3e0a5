import { Button, CloseButton, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from './use-translation';

export interface TipsPanelProps {
  /** Source of randomness in [0, 1); Math.random by default, fixed in tests. */
  random?: () => number;
  /**
   * Shows a close button ('Hide tips for today') that calls this; the app hides the panel and
   * remembers it for the rest of the user's day. No close button without it.
   */
  onClose?: () => void;
}

function readTips(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((tip): tip is string => typeof tip === 'string') : [];
}

/** Position of a random draw in a list of `length` items. */
export function tipIndex(draw: number, length: number): number {
  return Math.min(Math.max(Math.floor(draw * length), 0), Math.max(length - 1, 0));
}

/**
 * 'Did you know?': one random tip from the i18n section `tips` (16 in English, 14 in Vietnamese),
 * closable when `onClose` is given. The draw is kept as a fraction, so a language switch shows a
 * tip at the same relative place.
 */
export function TipsPanel({ random = Math.random, onClose }: TipsPanelProps) {
  const { t } = useTranslation();
  const tips = readTips(t('tips', { returnObjects: true }));
  const [draw, setDraw] = useState(random);
  if (tips.length === 0) return null;
  const index = tipIndex(draw, tips.length);

  /** Any tip but the current one. */
  const showAnother = () => {
    const next = (index + 1 + tipIndex(random(), tips.length - 1)) % tips.length;
    setDraw((next + 0.5) / tips.length);
  };

  return (
    <Paper
      component="aside"
      aria-labelledby="tips-panel-title"
      withBorder
      radius="lg"
      p="lg"
      style={{ borderColor: 'var(--mantine-color-yellow-light)' }}
      bg="var(--mantine-color-yellow-light)"
    >
      <Group gap="sm" mb="xs" wrap="nowrap">
        <ThemeIcon size={32} radius="xl" color="yellow" variant="filled" aria-hidden>
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M9 18h6M10 21h4" />
            <path d="M12 3a6 6 0 0 0-3.5 10.9c.6.4 1 1.1 1 1.9V16h5v-.2c0-.8.4-1.5 1-1.9A6 6 0 0 0 12 3z" />
          </svg>
        </ThemeIcon>
        <Text id="tips-panel-title" fw={700} style={{ flex: 1 }}>
          {t('components.tips.title')}
        </Text>
        {onClose && (
          <CloseButton
            onClick={onClose}
            aria-label={t('components.tips.close')}
            title={t('components.tips.close')}
            data-testid="tips-panel-close"
          />
        )}
      </Group>
      <Text aria-live="polite" lh={1.6} mb="sm">
        {tips[index]}
      </Text>
      {tips.length > 1 && (
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          onClick={showAnother}
          rightSection={<span aria-hidden>→</span>}
        >
          {t('components.tips.another')}
        </Button>
      )}
    </Paper>
  );
}

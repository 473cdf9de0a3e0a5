import { Center, Group, Loader, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from './use-translation';

/** The lazy-loader shows nothing for the first 200 ms, so fast loads never flash. */
export const loadingPlaceholderDelayMs = 200;

export interface LoadingPlaceholderProps {
  /** 'page' fills a screen with a skeleton of cards; 'inline' is a small spinner with its label. */
  variant?: 'page' | 'inline';
  /** Milliseconds before anything shows. @default 200 */
  delay?: number;
}

export function LoadingPlaceholder({
  variant = 'page',
  delay = loadingPlaceholderDelayMs,
}: LoadingPlaceholderProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(delay <= 0);

  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);

  if (!isVisible) return null;
  const label = t('common.loading');

  if (variant === 'inline') {
    return (
      <Center role="status" py="md" data-testid="loading-placeholder">
        <Group gap="xs">
          <Loader size="sm" type="dots" />
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Group>
      </Center>
    );
  }

  return (
    <Stack
      role="status"
      data-testid="loading-placeholder"
      aria-busy
      gap="lg"
      p={{ base: 'md', sm: 'xl' }}
      w="100%"
      maw={1100}
      mx="auto"
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      <Group justify="space-between" wrap="nowrap" aria-hidden>
        <Stack gap={8} flex={1}>
          <Skeleton h={26} w="40%" radius="md" />
          <Skeleton h={12} w="65%" radius="md" />
        </Stack>
        <Skeleton h={36} w={120} radius="md" visibleFrom="xs" />
      </Group>
      <Skeleton h={44} radius="md" aria-hidden />
      <div
        aria-hidden
        style={{
          display: 'grid',
          gap: 'var(--mantine-spacing-md)',
          gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        }}
      >
        {[0, 1, 2].map((card) => (
          <Paper key={card} withBorder radius="md" p="md">
            <Group gap="sm" mb="md" wrap="nowrap">
              <Skeleton height={36} circle />
              <Stack gap={6} flex={1}>
                <Skeleton h={10} w="70%" radius="xl" />
                <Skeleton h={8} w="40%" radius="xl" />
              </Stack>
            </Group>
            <Skeleton h={140} radius="md" mb="md" />
            <Skeleton h={10} radius="xl" mb={8} />
            <Skeleton h={10} w="80%" radius="xl" />
          </Paper>
        ))}
      </div>
    </Stack>
  );
}

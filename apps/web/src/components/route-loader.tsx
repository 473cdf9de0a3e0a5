import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC section 9: the loading placeholder waits 200 ms, so fast loads never flash a spinner. */
export const routeLoaderDelayMs = 200;

/** Shown while an on-demand part of the app loads. */
export function RouteLoader({ delayMs = routeLoaderDelayMs }: { delayMs?: number }) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(delayMs <= 0);

  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setIsShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!isShown) return null;
  return (
    <Center mih="60vh" role="status" aria-live="polite" data-testid="route-loader">
      <Stack align="center" gap="sm">
        <Loader size="md" type="dots" />
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      </Stack>
    </Center>
  );
}

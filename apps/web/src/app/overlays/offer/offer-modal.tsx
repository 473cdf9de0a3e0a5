import { Badge, Box, Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Offer } from '@postradar/contracts';
import { useIsMobile, useTranslation } from '@postradar/ui';
import { IconCircleCheck, IconGift } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useCountdown } from '../../../lib/offer/use-countdown';
import { OfferCountdown } from './offer-countdown';
import { OfferForm } from './offer-form';
import classes from './offer-popup.module.css';

interface OfferModalProps {
  offer: Offer;
  onClose(): void;
}

/**
 * The limited-time offer: what it gives, the countdown to its end and the form, or the thanks once
 * the user answered. It closes by itself when the offer ends.
 */
export function OfferModal({ offer, onClose }: OfferModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const left = useCountdown(offer.endsAt);
  useEffect(() => {
    if (left.isOver) onClose();
  }, [left.isOver, onClose]);

  return (
    <Modal.Root opened onClose={onClose} centered fullScreen={isMobile} radius="lg" size={460}>
      <Modal.Overlay backgroundOpacity={0.5} blur={2} />
      <Modal.Content data-testid="offer-popup">
        <Box className={classes.hero}>
          <Stack gap="md">
            <Box pos="relative">
              <Badge
                variant="white"
                leftSection={<IconGift size={14} />}
                size="lg"
                data-testid="offer-badge"
              >
                {t('offer.title')}
              </Badge>
              <Modal.CloseButton
                aria-label={t('common.close')}
                pos="absolute"
                top={0}
                right={0}
                c="white"
                variant="transparent"
              />
            </Box>
            <Modal.Title component="h2" fz={{ base: 22, sm: 24 }} fw={800} lh={1.25}>
              {t('offer.headline')}
            </Modal.Title>
            <OfferCountdown left={left} />
          </Stack>
        </Box>
        <Modal.Body p="lg">
          {offer.submittedAt ? (
            <Stack gap="sm" align="center" ta="center" py="md" data-testid="offer-thanks">
              <ThemeIcon size={56} radius="xl" variant="light" color="teal">
                <IconCircleCheck size={32} />
              </ThemeIcon>
              <Title order={3}>{t('offer.thanks.title')}</Title>
              <Text fz="sm" c="dimmed">
                {t('offer.thanks.body')}
              </Text>
              <Button mt="sm" onClick={onClose} data-testid="offer-thanks-close">
                {t('offer.thanks.close')}
              </Button>
            </Stack>
          ) : (
            <Stack gap="md">
              <Text fz="sm">{t('offer.body')}</Text>
              <OfferForm offer={offer} />
              <Button variant="subtle" color="gray" onClick={onClose} data-testid="offer-not-now">
                {t('offer.notNow')}
              </Button>
            </Stack>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

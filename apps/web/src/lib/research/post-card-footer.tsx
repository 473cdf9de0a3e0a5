import { ActionIcon, Button, CopyButton, Group, Tooltip } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { IconCheck, IconExternalLink, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PostActions } from './post-actions';
import { originalPostUrl, postPath } from './post-links';

interface PostCardFooterProps {
  post: PostDto;
  detailState: unknown;
}

/** The card's actions (hidden until they exist), then its links: the original post, copy its link, the details. */
export function PostCardFooter({ post, detailState }: PostCardFooterProps) {
  const { t } = useTranslation();
  const original = originalPostUrl(post);
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <PostActions />
      <Group gap={4} wrap="nowrap" ml="auto">
        <Tooltip label={t('research.card.openOriginal')}>
          <ActionIcon
            component="a"
            href={original}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            aria-label={`${t('research.card.openOriginal')} (${t('common.openInNewTab')})`}
            data-testid="post-original-link"
          >
            <IconExternalLink size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
        <CopyButton value={original} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('research.card.copied') : t('research.card.copyLink')}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('research.card.copied') : t('research.card.copyLink')}
                data-testid="post-copy-link"
              >
                {copied ? <IconCheck size={18} /> : <IconLink size={18} stroke={1.7} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        <Button
          component={Link}
          to={postPath(post._id)}
          state={detailState}
          size="compact-sm"
          variant="light"
          data-testid="post-details-link"
        >
          {t('research.card.details')}
        </Button>
      </Group>
    </Group>
  );
}

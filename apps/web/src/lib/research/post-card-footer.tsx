import { ActionIcon, Button, Group } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import type { PostDto } from '@postradar/contracts';
import { IconCheck, IconExternalLink, IconLink } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { Link } from 'react-router';
import { useDetailLinkClick } from './detail-opener';
import { PostActions } from './post-actions';
import { originalPostUrl, postPath } from './post-links';
import { useHoverTooltip } from './use-hover-tooltip';

function OriginalLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const { targetProps, tooltip } = useHoverTooltip<HTMLAnchorElement>(
    t('research.card.openOriginal'),
  );
  return (
    <>
      <ActionIcon
        {...targetProps}
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        variant="subtle"
        color="gray"
        aria-label={`${t('research.card.openOriginal')} (${t('common.openInNewTab')})`}
        data-testid="post-original-link"
      >
        <IconExternalLink size={18} stroke={1.7} />
      </ActionIcon>
      {tooltip}
    </>
  );
}

function CopyLinkButton({ url }: { url: string }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 2000 });
  const label = clipboard.copied ? t('research.card.copied') : t('research.card.copyLink');
  const { targetProps, tooltip } = useHoverTooltip<HTMLButtonElement>(label);
  return (
    <>
      <ActionIcon
        {...targetProps}
        variant="subtle"
        color={clipboard.copied ? 'teal' : 'gray'}
        onClick={() => clipboard.copy(url)}
        aria-label={label}
        data-testid="post-copy-link"
      >
        {clipboard.copied ? <IconCheck size={18} /> : <IconLink size={18} stroke={1.7} />}
      </ActionIcon>
      {tooltip}
    </>
  );
}

/** The card's actions (favorite, pool, ...), then its links: the original post, copy its link, the details. */
export function PostCardFooter({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  const openDetail = useDetailLinkClick(post._id);
  const original = originalPostUrl(post);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" style={{ rowGap: 6 }}>
      <PostActions post={post} />
      <Group gap={4} wrap="nowrap" ml="auto">
        <OriginalLink url={original} />
        <CopyLinkButton url={original} />
        <Button
          component={Link}
          to={postPath(post._id)}
          onClick={openDetail}
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

import { useClipboard } from '@mantine/hooks';
import type { PostDto } from '@postradar/contracts';
import { useHoverTooltip, useTranslation } from '@postradar/ui';
import { IconCheck, IconExternalLink, IconLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { iconButtonClassName, lightButtonClassName } from './card-buttons';
import buttonClasses from './card-buttons.module.css';
import { useDetailLinkClick } from './detail-opener';
import { PostActions } from './post-actions';
import classes from './post-card-footer.module.css';
import { originalPostUrl, postPath } from './post-links';

function OriginalLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const { targetProps, tooltip } = useHoverTooltip<HTMLAnchorElement>(
    t('research.card.openOriginal'),
  );
  return (
    <>
      <a
        {...targetProps}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={iconButtonClassName()}
        aria-label={`${t('research.card.openOriginal')} (${t('common.openInNewTab')})`}
        data-testid="post-original-link"
      >
        <IconExternalLink size={18} stroke={1.7} />
      </a>
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
      <button
        {...targetProps}
        type="button"
        className={iconButtonClassName({ isDone: clipboard.copied })}
        onClick={() => clipboard.copy(url)}
        aria-label={label}
        data-testid="post-copy-link"
      >
        {clipboard.copied ? <IconCheck size={18} /> : <IconLink size={18} stroke={1.7} />}
      </button>
      {tooltip}
    </>
  );
}

/**
 * The card's actions (favorite, pool, ...), then its links: the original post, copy its link, the
 * details. The links are plain elements styled as Mantine's subtle ActionIcon and light Button.
 */
export function PostCardFooter({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  const openDetail = useDetailLinkClick(post._id);
  const original = originalPostUrl(post);
  return (
    <div className={classes.footer}>
      <PostActions post={post} />
      <div className={classes.links}>
        <OriginalLink url={original} />
        <CopyLinkButton url={original} />
        <Link
          to={postPath(post._id)}
          onClick={openDetail}
          className={lightButtonClassName}
          data-testid="post-details-link"
        >
          <span className={buttonClasses.lightButtonInner}>
            <span className={buttonClasses.lightButtonLabel}>{t('research.card.details')}</span>
          </span>
        </Link>
      </div>
    </div>
  );
}

import { Avatar } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { TimeAgo, useTranslation } from '@postradar/ui';
import { IconFingerprint, IconMessageCircle, IconShare3 } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AdSummary } from './ad-summary';
import { classNames } from './class-names';
import { useDetailLinkClick } from './detail-opener';
import { EngagementStat } from './engagement-stat';
import { GainBadge, HighlightBand, type GainField } from './gain-badge';
import { mediaIcons } from './media-placeholder';
import { PixelIds } from './pixel-ids';
import { PlainBadge } from './plain-badge';
import { PostCardFooter } from './post-card-footer';
import { pagePostsHref, postPath } from './post-links';
import { PostMediaPreview } from './post-media-preview';
import classes from './post-card.module.css';
import { PostText } from './post-text';
import { ReactionsButton } from './reactions-button';
import type { SortHighlight } from './sort-highlight';
import { StoreLine } from './store-line';
import type { ResultsLayout } from './use-results-layout';

export interface PostCardProps {
  post: PostDto;
  layout?: ResultsLayout;
  /** The measure the list is sorted by, shown large (trending and spike sorts). */
  highlight?: SortHighlight;
  /** Whether the card is on the screen before any scrolling: its image loads at once, first. */
  isOnFirstScreen?: boolean;
}

/** The pixel ids a card shows; the detail lists every one. */
const CARD_PIXELS = 3;

function PageHeader({ post }: { post: PostDto }) {
  const { t } = useTranslation();
  const TypeIcon = mediaIcons[post.mediaType];
  const name = post.page?.name ?? t('research.card.unknownPage');
  return (
    <div className={classes.pageHeader}>
      <Avatar
        src={post.page?.pictureUrl ?? null}
        name={name}
        alt=""
        color="initials"
        radius="xl"
        size={38}
        imageProps={{ referrerPolicy: 'no-referrer' }}
      />
      <div className={classes.pageText}>
        {post.page ? (
          <Link
            to={pagePostsHref(post.page)}
            className={`mantine-focus-auto ${classes.pageName}`}
            title={name}
            data-testid="post-page"
          >
            {name}
          </Link>
        ) : (
          <p className={classes.pageName}>{name}</p>
        )}
        <div className={classes.pageMeta}>
          <p className={classes.smallDimmed}>
            <TimeAgo time={post.createdTime} />
          </p>
          <TypeIcon
            size={14}
            stroke={1.7}
            color="var(--mantine-color-gray-6)"
            aria-label={t(`research.mediaTypes.${post.mediaType}`)}
          />
          {post.kind === 'ad' && (
            <PlainBadge size="xs" color="orange" variant="filled" data-testid="post-ad-badge">
              {t('research.card.ad')}
            </PlainBadge>
          )}
        </div>
      </div>
    </div>
  );
}

/** The counts, and the 24-hour gain of `gainField` (none where the card shows it large). */
function Stats({ post, gainField }: { post: PostDto; gainField?: GainField }) {
  const { t } = useTranslation();
  return (
    <div className={classes.stats}>
      <ReactionsButton reactions={post.reactions} />
      <EngagementStat
        icon={IconMessageCircle}
        label={t('research.card.comments')}
        value={post.comments}
        testId="post-comments"
      />
      <EngagementStat
        icon={IconShare3}
        label={t('research.card.shares')}
        value={post.shares}
        testId="post-shares"
      />
      {gainField && <GainBadge field={gainField} value={post.gained24h[gainField]} />}
    </div>
  );
}

/** The card's media, leading to its detail (over the list when the card is in one). */
function DetailLink({ post, children }: { post: PostDto; children: ReactNode }) {
  const { t } = useTranslation();
  const onClick = useDetailLinkClick(post._id);
  return (
    <Link
      to={postPath(post._id)}
      onClick={onClick}
      aria-label={t('research.card.openDetail')}
      className={classes.detailLink}
      data-testid="post-media-link"
    >
      {children}
    </Link>
  );
}

/**
 * A post in a result list: media, page, headline, text, engagement with its 24-hour gain, store with its
 * pixel ids, ad details, and the links to its detail and to the original. `grid` stacks them; `list` puts the
 * media beside the rest. Plain markup styled like Mantine's Card, Group, Stack, Text and Badge:
 * Mantine's components resolve the theme and their props for every instance, and a page mounts
 * fifty to a hundred cards.
 */
export const PostCard = memo(function PostCard({
  post,
  layout = 'grid',
  highlight,
  isOnFirstScreen = false,
}: PostCardProps) {
  const isList = layout === 'list';
  const body = (
    <>
      {highlight && (
        <HighlightBand
          kind={highlight.kind}
          field={highlight.field}
          gain={post.gained24h[highlight.field]}
          spike={post.spikes[highlight.field]}
        />
      )}
      {post.headline && (
        <p className={classes.headline} title={post.headline} data-testid="post-headline">
          {post.headline}
        </p>
      )}
      <PostText message={post.message} />
      {/* Under the trending sort the band above already shows the 24-hour gain; under a spike
          sort the gain is the spiking count's. */}
      <Stats
        post={post}
        gainField={highlight?.kind === 'gain' ? undefined : (highlight?.field ?? 'reactions')}
      />
      {post.domain && <StoreLine domain={post.domain} />}
      {post.pixels.length > 0 && (
        <div className={classes.pixels}>
          <IconFingerprint
            size={16}
            stroke={1.7}
            color="var(--mantine-color-gray-6)"
            className={classes.pixelsIcon}
            aria-hidden
          />
          <PixelIds pixels={post.pixels} limit={CARD_PIXELS} size="xs" testId="post-pixels" />
        </div>
      )}
      {post.ad && <AdSummary ad={post.ad} />}
    </>
  );
  const footer = (
    <div className={classes.footer}>
      <PostCardFooter post={post} />
    </div>
  );

  if (isList) {
    return (
      <article
        className={classNames(classes.card, classes.list)}
        data-testid="post-card"
        data-post-id={post._id}
      >
        <div className={classes.listMedia}>
          <DetailLink post={post}>
            <PostMediaPreview post={post} compact isOnFirstScreen={isOnFirstScreen} />
          </DetailLink>
        </div>
        <div className={classes.listMain}>
          <div className={classes.body}>
            <PageHeader post={post} />
            {body}
          </div>
          {footer}
        </div>
      </article>
    );
  }

  return (
    <article
      className={classNames(classes.card, classes.grid)}
      data-testid="post-card"
      data-post-id={post._id}
    >
      <div className={classes.header}>
        <PageHeader post={post} />
      </div>
      <div className={classes.gridMedia}>
        <DetailLink post={post}>
          <PostMediaPreview post={post} isOnFirstScreen={isOnFirstScreen} />
        </DetailLink>
      </div>
      <div className={classes.body}>{body}</div>
      {footer}
    </article>
  );
});

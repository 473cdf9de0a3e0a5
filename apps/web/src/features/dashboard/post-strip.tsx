import { Box, Group, ScrollArea, Skeleton, VisuallyHidden } from '@mantine/core';
import type { PostDto } from '@postradar/contracts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@postradar/ui';
import { PostMarksProvider } from '../../lib/collections/post-marks';
import { DetailOpenerProvider, useDetailOpener } from '../../lib/research/detail-opener';
import { PostCard } from '../../lib/research/post-card';
import type { SortHighlight } from '../../lib/research/sort-highlight';

/**
 * The width of a card in a strip: wide enough for its actions on one line from a small tablet up,
 * three showing on a laptop; narrower on a phone, where the next card must show it is there.
 */
const cardWidth = { base: 296, xs: 330 };

function Strip({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" aria-label={label}>
      <Group gap="md" wrap="nowrap" align="stretch" pb={4}>
        {children}
      </Group>
    </ScrollArea>
  );
}

interface PostStripProps {
  posts: readonly PostDto[];
  /** The measure the block ranks by, shown large on each card. */
  highlight?: SortHighlight;
  /** What the strip holds, for screen readers. */
  label: string;
}

/**
 * A block's posts as research cards in one row that scrolls sideways, marked (saved, pooled,
 * followed) and opening their detail over the dashboard, the arrow keys moving within the block.
 */
export function PostStrip({ posts, highlight, label }: PostStripProps) {
  const ids = useMemo(() => posts.map((post) => post._id), [posts]);
  const openDetail = useDetailOpener(ids);
  return (
    <DetailOpenerProvider value={openDetail}>
      <PostMarksProvider posts={posts}>
        <Strip label={label}>
          {posts.map((post) => (
            <Box key={post._id} w={cardWidth} style={{ flexShrink: 0 }}>
              <PostCard post={post} highlight={highlight} />
            </Box>
          ))}
        </Strip>
      </PostMarksProvider>
    </DetailOpenerProvider>
  );
}

/** Card-shaped placeholders while a strip's posts load. */
export function PostStripSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy>
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Strip>
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} w={cardWidth} h={440} radius="md" style={{ flexShrink: 0 }} />
        ))}
      </Strip>
    </div>
  );
}

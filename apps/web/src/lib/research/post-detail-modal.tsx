import { ActionIcon, Group, Kbd, Modal, Text, Tooltip } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useIsMobile, useTranslation } from '@postradar/ui';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { deeperState, readDetailState } from './detail-state';
import { PostDetailView } from './post-detail-view';
import { postPath } from './post-links';
import { prefetchPosts, usePostDetail } from './use-post-detail';
import { usePageTitle } from './use-page-title';
import { isFieldTarget } from './use-slash-focus';

/**
 * A post's detail over the list it was opened from (its address is /a/posts/{id}; reloaded or
 * shared, the same address opens the detail as a page). Esc, the close button or Back return to
 * the list; ← and → move to the previous and next result of the list's page.
 */
export function PostDetailModal() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const contentRef = useRef<HTMLDivElement>(null);
  const state = readDetailState(location.state);
  const ids = state?.resultIds ?? [];
  const index = ids.indexOf(id);
  const previousId = index > 0 ? ids[index - 1] : undefined;
  const nextId = index >= 0 ? ids[index + 1] : undefined;
  const detail = usePostDetail(id);
  const pageName = detail.data?.page?.name;
  usePageTitle(pageName ? t('research.detail.title', { page: pageName }) : undefined);

  const depth = state?.depth ?? 1;
  const close = () => void navigate(-depth);

  useEffect(() => {
    prefetchPosts(queryClient, [previousId, nextId]);
  }, [queryClient, previousId, nextId]);

  useEffect(() => {
    contentRef.current?.scrollTo({ top: 0 });
  }, [id]);

  const move = (target: string | undefined) => {
    if (target) void navigate(postPath(target), { replace: true, state: location.state });
  };
  // ← and → move while the dialog is open, unless a field or a chart has the keys. Listened to on
  // the window: the dialog's content element does not pass a key handler on.
  useWindowEvent('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isFieldTarget(event.target)) return;
    if (event.target instanceof Element && event.target.closest('.recharts-wrapper')) return;
    if (event.key === 'ArrowLeft') move(previousId);
    else if (event.key === 'ArrowRight') move(nextId);
  });

  const step = (direction: 'previous' | 'next', target: string | undefined) => (
    <Tooltip label={t(`research.detail.${direction}`)}>
      <ActionIcon
        variant="default"
        size="lg"
        disabled={!target}
        onClick={() => move(target)}
        aria-label={t(`research.detail.${direction}`)}
        data-testid={`post-detail-${direction}`}
      >
        {direction === 'previous' ? <IconChevronLeft size={18} /> : <IconChevronRight size={18} />}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Modal.Root
      opened
      onClose={close}
      size={1120}
      fullScreen={isMobile}
      radius="lg"
      padding={isMobile ? 'md' : 'xl'}
    >
      <Modal.Overlay backgroundOpacity={0.5} blur={2} />
      <Modal.Content
        ref={contentRef}
        aria-label={t('research.detail.dialogLabel')}
        data-testid="post-detail-modal"
      >
        <Modal.Header
          // A dialog's header, not the page's banner landmark (Mantine draws a <header>).
          component="div"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Modal.Title fw={700} style={{ minWidth: 0, flex: 1 }}>
            <Text inherit truncate>
              {pageName
                ? t('research.detail.title', { page: pageName })
                : t('research.detail.dialogLabel')}
            </Text>
          </Modal.Title>
          <Group gap={6} wrap="nowrap" ml="sm">
            {ids.length > 1 && (
              <>
                <Text
                  fz="xs"
                  c="dimmed"
                  visibleFrom="md"
                  mr={4}
                  aria-label={t('research.detail.keyboardHint')}
                >
                  <Kbd size="xs">←</Kbd> <Kbd size="xs">→</Kbd> <Kbd size="xs">Esc</Kbd>
                </Text>
                {step('previous', previousId)}
                {step('next', nextId)}
              </>
            )}
            <Modal.CloseButton
              aria-label={t('research.detail.close')}
              data-testid="post-detail-close"
            />
          </Group>
        </Modal.Header>
        <Modal.Body pt="lg">
          <PostDetailView detail={detail} linkState={state ? deeperState(state) : undefined} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

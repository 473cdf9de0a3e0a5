import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { Idea, PostDto } from '@postradar/contracts';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '@postradar/ui';
import { CollectionModal } from '../collections/collection-modal';
import { useCollectionErrorText } from '../collections/use-collection-error-text';
import { IdeaForm } from './idea-form';
import { useIdeaNiches, useIdeaOfPost } from './idea-queries';

interface IdeaModalProps {
  post: PostDto;
  /** The post's idea when the caller has it (the ideas screen); otherwise it is asked for. */
  idea?: Idea;
  onClose(): void;
}

/**
 * 'Add to ideas' for an idea moderator: the form starts from the post's idea when it is one
 * (then it edits it), else from a niche its tags suggest. Mounted only while open.
 */
export function IdeaModal({ post, idea, onClose }: IdeaModalProps) {
  const { t } = useTranslation();
  const errorText = useCollectionErrorText();
  const niches = useIdeaNiches();
  const stored = useIdeaOfPost(post._id, idea === undefined);
  const current = idea ?? stored.data;

  let content;
  if (stored.isError && idea === undefined) {
    content = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        <Stack gap="xs" align="flex-start">
          <Text fz="sm">
            {t('ideas.modal.loadFailed')} {errorText(stored.error)}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void stored.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (current === undefined || niches.isPending) {
    content = <Loader size="sm" mx="auto" display="block" my="lg" />;
  } else {
    content = (
      <IdeaForm
        post={post}
        idea={current}
        niches={niches.data?.map((item) => item.niche) ?? []}
        onSaved={onClose}
        onCancel={onClose}
      />
    );
  }

  return (
    <CollectionModal
      title={t(current ? 'ideas.modal.editTitle' : 'ideas.modal.addTitle')}
      onClose={onClose}
      testId="idea-modal"
    >
      {content}
    </CollectionModal>
  );
}

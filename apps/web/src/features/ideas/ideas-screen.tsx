import { Stack } from '@mantine/core';
import type { Idea } from '@postradar/contracts';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@postradar/ui';
import { useNavigate } from 'react-router';
import { ScreenHeading } from '../../components/screen-heading';
import { CollectionEmpty } from '../../lib/collections/collection-empty';
import { CollectionResults } from '../../lib/collections/collection-results';
import { ConfirmDialog } from '../../lib/collections/confirm-dialog';
import { useAddress } from '../../lib/collections/use-address';
import { IdeaModal } from '../../lib/ideas/idea-modal';
import { useIsIdeaModerator } from '../../lib/ideas/idea-moderator';
import { useIdeaNiches, useRemoveIdea } from '../../lib/ideas/idea-queries';
import { useDocumentTitle } from '../../lib/use-document-title';
import { IdeaEntry } from './idea-entry';
import { readIdeasAddress, writeIdeasAddress } from './ideas-address';
import { NicheTabs } from './niche-tabs';
import { useIdeaList } from './use-idea-list';

type Dialog = { kind: 'edit' | 'remove'; idea: Idea };

const postOf = (idea: Idea) => idea.post;
const keyOf = (idea: Idea) => idea.post._id;

/**
 * /a/ideas: the posts picked as ideas, newest first, as research cards with their niche, note and
 * who picked them; a tab per niche with its count. The niche, page and page size live in the
 * address. Idea moderators also edit and remove ideas here.
 */
export function IdeasScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isModerator = useIsIdeaModerator();
  const { address, go } = useAddress(readIdeasAddress, writeIdeasAddress);
  const niches = useIdeaNiches();
  const list = useIdeaList(address);
  const remove = useRemoveIdea();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  useDocumentTitle(t('ideas.screen.title'));

  const selectNiche = (niche: string | undefined) => go({ ...address, niche, page: 1 });
  const moderation = isModerator
    ? {
        onEdit: (idea: Idea) => setDialog({ kind: 'edit', idea }),
        onRemove: (idea: Idea) => setDialog({ kind: 'remove', idea }),
      }
    : undefined;

  const empty = address.niche ? (
    <CollectionEmpty
      icon={IconBulb}
      title={t('ideas.empty.nicheTitle', { niche: address.niche })}
      hint={t('ideas.empty.nicheHint')}
      action={{ label: t('ideas.empty.allNiches'), onClick: () => selectNiche(undefined) }}
    />
  ) : (
    <CollectionEmpty
      icon={IconBulb}
      title={t('ideas.empty.title')}
      hint={t(isModerator ? 'ideas.empty.moderatorHint' : 'ideas.empty.hint')}
      action={{ label: t('ideas.empty.search'), onClick: () => void navigate('/a/posts') }}
    />
  );

  return (
    <Stack gap="lg" data-testid="ideas-screen">
      <ScreenHeading
        icon={IconBulb}
        title={t('ideas.screen.title')}
        description={t('ideas.screen.description')}
      />
      {!niches.isError && (
        <NicheTabs niches={niches.data} selected={address.niche} onSelect={selectNiche} />
      )}
      <CollectionResults
        list={list}
        address={address}
        go={(next) => go({ ...address, page: next.page, perPage: next.perPage })}
        postOf={postOf}
        keyOf={keyOf}
        renderItem={(idea, layout) => (
          <IdeaEntry idea={idea} layout={layout} moderation={moderation} />
        )}
        empty={empty}
        pastEnd={{
          icon: IconBulb,
          title: t('ideas.empty.pastEnd'),
          hint: t('ideas.empty.pastEndHint'),
          firstPage: t('ideas.empty.firstPage'),
        }}
      />
      {dialog?.kind === 'edit' && (
        <IdeaModal post={dialog.idea.post} idea={dialog.idea} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'remove' && (
        <ConfirmDialog
          title={t('ideas.item.removeTitle')}
          message={t('ideas.item.removeMessage')}
          confirmLabel={t('ideas.item.remove')}
          onConfirm={() => remove.mutateAsync(dialog.idea.post._id)}
          onClose={() => setDialog(null)}
          testId="idea-remove-dialog"
        />
      )}
    </Stack>
  );
}

import type { Idea } from '@postradar/contracts';
import { ApiError } from '@postradar/api-client';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { api } from '../api';
import { answer, marksOf } from '../collections/collection-test-kit';
import { PostCard } from '../research/post-card';
import type { UserInput } from '../session/user';

const post = postOf({ _id: '101', tags: ['Hoodie', 'nurse'] });

/** A card of `post` for `user`, the post being `idea` (none: not an idea yet). */
function renderCard(user: UserInput, idea: Idea | null = null) {
  signIn(user);
  const get = vi.spyOn(api.main, 'get').mockImplementation((url: string) => {
    if (url === '/collections/marks') return Promise.resolve(answer(marksOf()));
    if (url === '/ideas/niches')
      return Promise.resolve(
        answer([
          { niche: 'nurse', ideas: 4 },
          { niche: 'dog', ideas: 2 },
        ]),
      );
    if (url === '/ideas/posts/101') return Promise.resolve(answer(idea));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  renderWithProviders(
    <>
      <PostCard post={post} />
      <Notifications />
    </>,
    { route: '/a/posts' },
  );
  return { get };
}

async function openModal() {
  await userEvent.click(await screen.findByTestId('post-action-idea'));
  const modal = await screen.findByTestId('idea-modal');
  await within(modal).findByTestId('idea-form');
  return modal;
}

const moderator = { roles: ['idea-mod'] };

afterEach(() => notifications.clean());

describe('adding a post to ideas', { timeout: 20_000 }, () => {
  it('is offered on a card to idea moderators only', async () => {
    renderCard({ roles: ['admin', 'group-mod'], scopes: ['admin'] });
    await screen.findByTestId('post-actions');
    expect(screen.queryByTestId('post-action-idea')).toBeNull();
  });

  it('suggests a niche from the post’s tags, asks for a note, then adds the post', async () => {
    renderCard(moderator);
    const put = vi.spyOn(api.main, 'put').mockResolvedValue(
      answer({
        post,
        note: 'Red hoodies sell in Q4',
        niche: 'nurse',
        addedBy: { name: 'Lan Nguyen', avatar: null },
        addedAt: '2026-11-01T08:00:00.000Z',
        updatedAt: '2026-11-01T08:00:00.000Z',
      }),
    );

    const modal = await openModal();
    expect(modal.textContent).toContain('Add to ideas');
    // 'nurse' is a niche ideas file under already: it comes before the post's first tag.
    expect((within(modal).getByTestId('idea-niche') as HTMLInputElement).value).toBe('nurse');
    await userEvent.click(within(modal).getByTestId('idea-save'));
    expect(
      await within(modal).findByText('Write a note on why this post is a good idea.'),
    ).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    const niche = within(modal).getByTestId('idea-niche');
    await userEvent.clear(niche);
    await userEvent.type(niche, 'nurse, hoodie');
    await userEvent.type(within(modal).getByTestId('idea-note'), '  Red hoodies sell in Q4 ');
    await userEvent.click(within(modal).getByTestId('idea-save'));
    expect(await within(modal).findByText('A niche is one tag, without commas.')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    await userEvent.clear(niche);
    await userEvent.type(niche, 'Nurse');
    await userEvent.click(within(modal).getByTestId('idea-save'));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(
        '/ideas/posts/101',
        { note: 'Red hoodies sell in Q4', niche: 'Nurse' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('Added to ideas')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('idea-modal')).toBeNull());
  });

  it('edits the idea a post already is, and shows why the API refused', async () => {
    renderCard(moderator, {
      post,
      note: 'Good for nurses week',
      niche: 'nurse',
      addedBy: null,
      addedAt: '2026-11-01T08:00:00.000Z',
      updatedAt: '2026-11-01T08:00:00.000Z',
    });
    vi.spyOn(api.main, 'put').mockRejectedValue(
      new ApiError('Post not found.', { status: 404, code: 'NOT_FOUND' }),
    );

    const modal = await openModal();
    expect(modal.textContent).toContain('Edit the idea');
    expect((within(modal).getByTestId('idea-note') as HTMLTextAreaElement).value).toBe(
      'Good for nurses week',
    );
    await userEvent.click(within(modal).getByTestId('idea-save'));
    expect((await within(modal).findByTestId('idea-form-error')).textContent).toBe(
      'Post not found.',
    );
    expect(screen.getByTestId('idea-modal')).toBeTruthy();
  });
});

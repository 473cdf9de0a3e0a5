import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { api } from '../api';
import { answer, marksOf } from './collection-test-kit';
import { FollowAction } from './follow-action';
import { PostMarksOfPost } from './post-marks';
import { answerGets, callsTo } from './route-test-kit';

const post = postOf({
  pixels: [
    { _id: '41', networkId: '812345678901234' },
    { _id: '42', networkId: '812345678905678' },
  ],
});

describe('the follow menu of a post', { timeout: 20_000 }, () => {
  it('lists the page, the store and the pixels, each following or not, and toggles them', async () => {
    signIn();
    const followed = { pageIds: ['7'], domainIds: [] as string[], pixelIds: ['42'] };
    const get = answerGets({ '/collections/marks': () => marksOf({ followed }) });
    const put = vi.spyOn(api.main, 'put').mockImplementation(() => {
      followed.domainIds = ['3'];
      return Promise.resolve(answer({ kind: 'domain', id: '3', isFollowed: true }));
    });
    const remove = vi.spyOn(api.main, 'delete').mockImplementation(() => {
      followed.pageIds = [];
      return Promise.resolve(answer({ kind: 'page', id: '7', isFollowed: false }));
    });
    renderWithProviders(
      <PostMarksOfPost post={post}>
        <FollowAction post={post} />
      </PostMarksOfPost>,
      { route: '/a/posts' },
    );

    const button = screen.getByTestId('post-action-follow');
    expect(button.getAttribute('aria-label')).toBe('Follow the page, store or pixels');
    await userEvent.click(button);

    const page = await screen.findByTestId('follow-page');
    await waitFor(() => expect(page.textContent).toContain('Following'));
    expect(page.textContent).toContain('Nurse Life Co');
    const domain = screen.getByTestId('follow-domain');
    expect(domain.textContent).toContain('nurselife.shop');
    expect(domain.textContent).not.toContain('Following');
    const pixels = screen.getAllByTestId('follow-pixel');
    expect(pixels.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/812345678901234Follow$/),
      expect.stringMatching(/812345678905678Following/),
    ]);
    expect(callsTo(get, '/collections/marks').at(-1)).toEqual({
      pages: '7',
      domains: '3',
      pixels: '41,42',
    });

    await userEvent.click(domain);
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/follows/domain/3', {}, expect.anything()),
    );
    // Marked at once, and the menu stays open for the next one.
    await waitFor(() =>
      expect(within(screen.getByTestId('follow-domain')).queryByText('Following')).not.toBeNull(),
    );

    await userEvent.click(screen.getByTestId('follow-page'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/follows/page/7', expect.anything()));
    await waitFor(() =>
      expect(within(screen.getByTestId('follow-page')).queryByText('Following')).toBeNull(),
    );
  });
});

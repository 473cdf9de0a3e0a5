import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adOf, postOf } from '../../test/research-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { PostCard, type PostCardProps } from './post-card';

function renderCard(props: PostCardProps, language: 'en' | 'vi' = 'en') {
  renderWithProviders(<PostCard {...props} />, { route: '/a/posts?q=hoodie', language });
  return screen.getByTestId('post-card');
}

const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('PostCard', { timeout: 20_000 }, () => {
  it('shows the media, page, text, counts with the 24-hour gain, and the store', () => {
    const card = renderCard({ post: postOf() });

    expect(card.getAttribute('data-post-id')).toBe('101');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/media/demo/post-101.png');
    expect(within(card).queryByTestId('media-placeholder')).toBeNull();

    const page = within(card).getByTestId('post-page');
    expect(page.textContent).toBe('Nurse Life Co');
    // The page leads to its posts in the search (`page:` with its network id).
    expect(hrefOf(page)).toBe('/a/posts?q=page%3A104851');

    expect(card.textContent).toContain('Only for proud nurses 💪 Our hoodie is back.');
    // Compact on the card, exact for screen readers.
    const reactions = within(card).getByTestId('post-reactions');
    expect(reactions.textContent).toContain('12.3K');
    expect(reactions.getAttribute('aria-label')).toBe(
      'Reactions: 12,345. Show the breakdown by type',
    );
    expect(within(card).getByTestId('post-comments').getAttribute('aria-label')).toBe(
      'Comments: 1,234',
    );
    expect(within(card).getByTestId('post-shares').getAttribute('aria-label')).toBe('Shares: 567');
    const gain = within(card).getByTestId('post-gain');
    expect(gain.textContent).toBe('+2.3K in 24 h');
    expect(gain.getAttribute('aria-label')).toBe('Reactions gained in the last 24 hours: 2,345');

    const store = within(card).getByTestId('post-store');
    expect(store.textContent).toContain('nurselife.shop');
    expect(store.textContent).toContain('Shopify');
    expect(hrefOf(within(store).getByRole('link'))).toBe('/a/posts?q=site%3Anurselife.shop');

    expect(within(card).queryByTestId('post-ad-badge')).toBeNull();
    expect(within(card).queryByTestId('post-ad-summary')).toBeNull();
  });

  it('links to its detail and to the original post, which opens in a new tab', async () => {
    const card = renderCard({ post: postOf() });

    expect(hrefOf(within(card).getByTestId('post-details-link'))).toBe('/a/posts/101');
    expect(hrefOf(within(card).getByTestId('post-media-link'))).toBe('/a/posts/101');
    const original = within(card).getByTestId('post-original-link');
    expect(hrefOf(original)).toBe('https://www.facebook.com/104851_990001');
    expect(original.getAttribute('target')).toBe('_blank');
    expect(original.getAttribute('rel')).toContain('noopener');
    expect(original.getAttribute('aria-label')).toBe('Open the original post (opens in a new tab)');

    await userEvent.click(within(card).getByTestId('post-details-link'));
    expect(screen.getByTestId('location').textContent).toBe('/a/posts/101');
  });

  it('shows exact counts and the reactions by type on hover', async () => {
    const user = userEvent.setup();
    const card = renderCard({ post: postOf() });

    await user.hover(within(card).getByTestId('post-comments'));
    // Created on the first hover; whether it has faded in yet depends on happy-dom's timers.
    expect((await screen.findByRole('tooltip', { hidden: true })).textContent).toBe(
      'Comments: 1,234',
    );

    const reactions = within(card).getByTestId('post-reactions');
    await user.hover(reactions);
    expect(reactions.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByTestId('reactions-breakdown')).textContent).toContain('Like');
    await user.unhover(reactions);
    expect(reactions.getAttribute('aria-expanded')).toBe('false');
  });

  it("shows an ad's badge, its running ad sets, since when it runs and where", () => {
    const card = renderCard({ post: adOf() });

    expect(within(card).getByTestId('post-ad-badge').textContent).toBe('Ad');
    const summary = within(card).getByTestId('post-ad-summary');
    expect(summary.textContent).toContain('3 ad sets');
    expect(summary.textContent).toContain('Started 3 days ago');
    expect(summary.textContent).toContain('Facebook · Instagram · Audience Network');
  });

  it('says one ad set, when an ad stopped, and leaves out unknown ad sets', () => {
    const stopped = adOf({
      ad: {
        adSets: 1,
        platforms: ['facebook'],
        startTime: null,
        stopTime: null,
        reachedCountries: [],
        euTotalReach: null,
      },
    });
    const { unmount } = renderWithProviders(<PostCard post={stopped} />);
    expect(screen.getByTestId('post-ad-summary').textContent).toContain('1 ad set');
    unmount();

    const unknownSets = adOf({
      ad: {
        adSets: null,
        platforms: ['instagram'],
        startTime: new Date(Date.now() - 5 * 86_400_000).toISOString(),
        stopTime: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        reachedCountries: [],
        euTotalReach: null,
      },
    });
    renderWithProviders(<PostCard post={unknownSets} />);
    const summary = screen.getByTestId('post-ad-summary');
    expect(summary.textContent).not.toContain('ad set');
    expect(summary.textContent).toContain('Stopped 2 days ago');
  });

  it('shows a headline in bold on one line, between the media and the text', () => {
    const card = renderCard({ post: adOf({ headline: 'Proud nurse hoodie, 50% off' }) });
    const headline = within(card).getByTestId('post-headline');
    expect(headline.textContent).toBe('Proud nurse hoodie, 50% off');
    expect(headline.getAttribute('title')).toBe('Proud nurse hoodie, 50% off');
    expect(card.textContent?.indexOf('Proud nurse hoodie')).toBeLessThan(
      card.textContent?.indexOf('Only for proud nurses') ?? -1,
    );
  });

  it('shows no headline when the post has none', () => {
    const card = renderCard({ post: postOf() });
    expect(within(card).queryByTestId('post-headline')).toBeNull();
  });

  it('says an ad set to end later still runs', () => {
    const ad = adOf().ad;
    const card = renderCard({
      post: adOf({
        ad: ad && { ...ad, stopTime: new Date(Date.now() + 4 * 86_400_000).toISOString() },
      }),
    });
    const summary = within(card).getByTestId('post-ad-summary');
    expect(summary.textContent).toContain('Started 3 days ago');
    expect(summary.textContent).not.toContain('Stopped');
  });

  it("shows its store's pixel ids, each leading to the pixel and copied in one click", async () => {
    const user = userEvent.setup();
    const card = renderCard({ post: postOf() });
    const pixels = within(card).getByTestId('post-pixels');
    const link = within(pixels).getByTestId('pixel-id');
    expect(link.textContent).toBe('812345678901234');
    expect(hrefOf(link)).toBe('/a/pixels/41');

    const copy = within(pixels).getByTestId('pixel-copy');
    expect(copy.getAttribute('aria-label')).toBe('Copy pixel id 812345678901234');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('812345678901234');
    expect(copy.getAttribute('aria-label')).toBe('Pixel id copied');

    await user.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/a/pixels/41');
  });

  it('shows three pixel ids and how many more, and none without pixels', () => {
    const pixels = ['5', '6', '7', '8', '9'].map((id) => ({
      _id: id,
      networkId: `81234567890${id}`,
    }));
    const { unmount } = renderWithProviders(<PostCard post={postOf({ pixels })} />);
    const shown = within(screen.getByTestId('post-pixels'));
    expect(shown.getAllByTestId('pixel-id').map((link) => link.textContent)).toEqual([
      '812345678905',
      '812345678906',
      '812345678907',
    ]);
    expect(shown.getByTestId('pixel-more').textContent).toBe('+2 more');
    unmount();

    renderWithProviders(<PostCard post={postOf({ pixels: [] })} />);
    expect(screen.queryByTestId('post-pixels')).toBeNull();
  });

  it('shows a placeholder for a post without media', () => {
    const textPost = renderCard({ post: postOf({ mediaType: 'text', media: [] }) });
    const placeholder = within(textPost).getByTestId('media-placeholder');
    expect(placeholder.textContent).toBe('Text post');
    expect(textPost.querySelector('img')).toBeNull();
  });

  it('replaces a photo that fails to load by a placeholder naming its type', () => {
    const card = renderCard({ post: postOf() });
    fireEvent.error(card.querySelector('img') as HTMLImageElement);
    expect(within(card).getByTestId('media-placeholder').textContent).toBe('Photo not available');
  });

  it('marks a video with a play mark, even without a poster', () => {
    const card = renderCard({
      post: postOf({ mediaType: 'video', media: [{ thumb: null, original: null }] }),
    });
    expect(within(card).getByTestId('media-play-mark')).toBeTruthy();
    expect(within(card).getByTestId('media-placeholder').getAttribute('data-media-type')).toBe(
      'video',
    );
  });

  it('names an unknown page without a link, and shows no gain when nothing was gained', () => {
    const card = renderCard({
      post: postOf({ page: null, gained24h: { reactions: 0, comments: 0, shares: 0 } }),
    });
    expect(card.textContent).toContain('Unknown page');
    expect(within(card).queryByTestId('post-page')).toBeNull();
    expect(within(card).queryByTestId('post-gain')).toBeNull();
  });

  it('shows the measure of a trending sort large, instead of the gain badge', () => {
    const card = renderCard({
      post: postOf(),
      highlight: { kind: 'gain', field: 'reactions' },
    });
    const band = within(card).getByTestId('post-highlight');
    expect(band.textContent).toContain('+2.3K');
    expect(band.textContent).toContain('reactions in the last 24 hours');
    expect(within(card).queryByTestId('post-gain')).toBeNull();
  });

  it('lays out as a list with the same links', () => {
    const card = renderCard({ post: postOf(), layout: 'list' });
    expect(hrefOf(within(card).getByTestId('post-media-link'))).toBe('/a/posts/101');
    expect(within(card).getByTestId('post-page').textContent).toBe('Nurse Life Co');
  });

  it('speaks Vietnamese, with Vietnamese number formats', () => {
    const card = renderCard({ post: adOf() }, 'vi');
    expect(within(card).getByTestId('post-ad-summary').textContent).toContain('3 nhóm quảng cáo');
    expect(within(card).getByTestId('post-comments').getAttribute('aria-label')).toContain('1.234');
    expect(within(card).getByTestId('pixel-copy').getAttribute('aria-label')).toBe(
      'Sao chép mã pixel 812345678901234',
    );
  });
});

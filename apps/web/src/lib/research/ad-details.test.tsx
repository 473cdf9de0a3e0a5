import type { PostDto } from '@postradar/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adOf } from '../../test/research-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdDetails } from './ad-details';

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** An ad from the Ad Library (an id of digits) with `changes` to its ad details. */
function libraryAd(changes: Partial<NonNullable<PostDto['ad']>> = {}): PostDto & {
  ad: NonNullable<PostDto['ad']>;
} {
  const post = adOf({ networkId: '1234567890123456' });
  const ad = post.ad as NonNullable<PostDto['ad']>;
  return { ...post, ad: { ...ad, ...changes } };
}

function renderDetails(
  post: PostDto & { ad: NonNullable<PostDto['ad']> },
  language: 'en' | 'vi' = 'en',
) {
  renderWithProviders(<AdDetails post={post} ad={post.ad} />, { language });
  return screen.getByTestId('post-detail-ad');
}

describe('AdDetails', { timeout: 20_000 }, () => {
  it('says an ad without a stop time runs', () => {
    const details = renderDetails(libraryAd());
    expect(within(details).getByTestId('post-detail-ad-status').textContent).toBe('StatusRunning');
  });

  it('reads a stop time to come as an end', () => {
    const details = renderDetails(libraryAd({ stopTime: '2099-03-04T10:00:00Z' }));
    const status = within(details).getByTestId('post-detail-ad-status');
    expect(status.textContent).toContain('Running');
    expect(status.textContent).toContain('Ends Wednesday, March 4th 2099');
  });

  it('says a stopped ad stopped, and when', () => {
    const details = renderDetails(libraryAd({ stopTime: '2026-01-02T10:00:00Z' }));
    const status = within(details).getByTestId('post-detail-ad-status');
    expect(status.textContent).toContain('Stopped');
    expect(status.textContent).toContain('Friday, January 2nd 2026');
    expect(status.textContent).not.toContain('Running');
  });

  it('names the reached countries in the interface language and shows the EU reach', () => {
    const ad = libraryAd({ reachedCountries: ['DE', 'FR', 'US'], euTotalReach: 125_400 });
    const english = renderDetails(ad);
    expect(within(english).getByTestId('post-detail-ad-countries').textContent).toContain(
      'France, Germany, United States',
    );
    expect(within(english).getByTestId('post-detail-ad-eu-reach').textContent).toBe(
      'EU reach125,400',
    );
  });

  it('speaks Vietnamese', () => {
    const ad = libraryAd({
      reachedCountries: ['US'],
      euTotalReach: 125_400,
      stopTime: daysFromNow(-1),
    });
    const details = renderDetails(ad, 'vi');
    expect(within(details).getByTestId('post-detail-ad-status').textContent).toContain('Đã dừng');
    expect(within(details).getByTestId('post-detail-ad-countries').textContent).toContain('Hoa Kỳ');
    expect(within(details).getByTestId('post-detail-ad-eu-reach').textContent).toContain('125.400');
    expect(within(details).getByTestId('post-detail-ad-library').textContent).toBe(
      'Xem trên Thư viện quảng cáo của Meta',
    );
  });

  it('hides what is not known', () => {
    const details = renderDetails(libraryAd());
    expect(within(details).queryByTestId('post-detail-ad-countries')).toBeNull();
    expect(within(details).queryByTestId('post-detail-ad-eu-reach')).toBeNull();
  });

  it('links an ad with an Ad Library id to the Ad Library, in a new tab', () => {
    const details = renderDetails(libraryAd());
    const link = within(details).getByTestId('post-detail-ad-library');
    expect(link.getAttribute('href')).toBe(
      'https://www.facebook.com/ads/library/?id=1234567890123456',
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('has no Ad Library link for an id of a page post (`<page id>_<post id>`)', () => {
    const post = adOf();
    renderWithProviders(<AdDetails post={post} ad={post.ad as NonNullable<PostDto['ad']>} />);
    expect(screen.queryByTestId('post-detail-ad-library')).toBeNull();
  });
});

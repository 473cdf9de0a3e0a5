import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { adOf, postOf } from '../../test/research-fixtures';
import { PostDetail } from './post-detail';

describe('PostDetail', { timeout: 20_000 }, () => {
  it('shows the headline above the message, and when the post was last seen', () => {
    signIn();
    const post = {
      ...adOf({ headline: 'Proud nurse hoodie, 50% off', lastSeenAt: '2026-11-03T10:00:00Z' }),
      history: [],
    };
    renderWithProviders(<PostDetail post={post} />);

    const headline = screen.getByTestId('post-detail-headline');
    expect(headline.textContent).toBe('Proud nurse hoodie, 50% off');
    const text = screen.getByTestId('post-detail-text');
    expect(headline.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByTestId('post-detail-last-seen').textContent).toContain(
      'Tuesday, November 3rd 2026',
    );
    expect(screen.getByTestId('post-detail-ad')).toBeTruthy();
  });

  it('shows the post in its first frame, its engagement and related posts right after', async () => {
    signIn();
    renderWithProviders(<PostDetail post={{ ...postOf(), history: [] }} isPlaceholder />);

    expect(screen.getByTestId('post-detail-text')).toBeTruthy();
    expect(screen.queryByTestId('engagement')).toBeNull();
    expect(screen.queryByTestId('more-from-page')).toBeNull();

    expect(await screen.findByTestId('engagement')).toBeTruthy();
    expect(screen.getByTestId('more-from-page')).toBeTruthy();
    expect(screen.getByTestId('more-from-store')).toBeTruthy();
  });
});

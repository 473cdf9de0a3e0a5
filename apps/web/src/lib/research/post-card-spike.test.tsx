import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { PostCard } from './post-card';

describe('the gain on a card under a spike sort', () => {
  it('is the 24-hour gain of the spiking count', () => {
    const post = postOf({ gained24h: { reactions: 2345, comments: 12, shares: 310 } });
    renderWithProviders(<PostCard post={post} highlight={{ kind: 'spike', field: 'shares' }} />, {
      route: '/a/trending?sort=mass_shares',
      language: 'vi',
    });
    const gain = screen.getByTestId('post-gain');
    expect(gain.textContent).toBe('+310 chia sẻ trong 24 giờ');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postOf } from '../../test/research-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { PostCard } from './post-card';

describe('the actions on a post', () => {
  it('are laid out on a card, named, and hidden until the collections exist', () => {
    renderWithProviders(<PostCard post={postOf()} />, { route: '/a/posts' });
    const actions = screen.getByTestId('post-actions');
    expect(actions.style.display).toBe('none');
    expect(
      within(actions)
        .getAllByRole('button', { hidden: true })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Save to favorites', 'Follow this page', 'Ignore this post', 'Add to a group']);
  });
});

import type { PostDetailDto } from '@postradar/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { postOf } from '../../test/research-fixtures';
import { detailState } from './detail-state';
import { PostDetailModal } from './post-detail-modal';

vi.mock('./get-post', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getPost: (id: string): Promise<PostDetailDto> =>
    Promise.resolve({ ...postOf({ _id: id }), history: [] }),
}));

/** The list: a link opening post 101 of its results 100, 101, 102, as a card's link does. */
function List() {
  const location = useLocation();
  return (
    <Link to="/a/posts/101" state={detailState(location, ['100', '101', '102'])}>
      Details
    </Link>
  );
}

describe('the keys of a post detail over its list', { timeout: 20_000 }, () => {
  it('move to the next and previous result with → and ←, and close with Esc', async () => {
    signIn();
    renderWithProviders(
      <Routes>
        <Route path="/a/posts" element={<List />} />
        <Route path="/a/posts/:id" element={<PostDetailModal />} />
      </Routes>,
      { route: '/a/posts?q=mug' },
    );
    const location = () => screen.getByTestId('location').textContent;
    await userEvent.click(screen.getByRole('link', { name: 'Details' }));
    await screen.findByTestId('post-detail-modal');
    expect(location()).toBe('/a/posts/101');

    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    await waitFor(() => expect(location()).toBe('/a/posts/102'));
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(location()).toBe('/a/posts/102');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    await waitFor(() => expect(location()).toBe('/a/posts/101'));

    fireEvent.keyDown(screen.getByTestId('post-detail-modal'), { key: 'Escape' });
    await waitFor(() => expect(location()).toBe('/a/posts?q=mug'));
  });
});

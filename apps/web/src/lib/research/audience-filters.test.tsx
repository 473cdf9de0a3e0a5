import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { answer, marksOf } from '../collections/collection-test-kit';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { postOf, postPageOf } from '../../test/research-fixtures';
import { PostResults } from './post-results';
import { chosenValues } from '../personalization/audience-test-kit';

const options = {
  niches: [{ value: 'nurse', posts: 1520 }],
  languages: [
    { value: 'en', posts: 15000 },
    { value: 'vi', posts: 4200 },
  ],
  countries: [{ value: 'US', posts: 9000 }],
  computedAt: '2026-03-04T10:00:00.000Z',
};

function renderAt(route: string, language: 'en' | 'vi' = 'en') {
  signIn();
  const get = vi.spyOn(api.main, 'get').mockImplementation((url: string) => {
    if (url === '/posts') return Promise.resolve(postPageOf([postOf()]));
    if (url === '/collections/marks') return Promise.resolve(answer(marksOf()));
    if (url === '/personalization/options') return Promise.resolve(answer(options));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  vi.spyOn(api.main, 'post').mockResolvedValue(answer({}));
  renderWithProviders(
    <Routes>
      <Route path="/a/posts" element={<PostResults />} />
    </Routes>,
    { route, language },
  );
  return { get };
}

describe('the audience filters of the search form', { timeout: 20_000 }, () => {
  it('show the niches, languages and countries of a shared address, by name', async () => {
    const { get } = renderAt('/a/posts?niches=nurse,teacher&languages=pt-BR&countries=US');
    await screen.findByTestId('results');
    expect(screen.getByTestId('active-filter-count').textContent).toBe('3');
    // The panel starts open on a search that uses filters: its fields load with it.
    await screen.findByTestId('filter-niches');
    expect(chosenValues('filter-niches')).toEqual(['nurse', 'teacher']);
    expect(chosenValues('filter-languages')).toEqual(['Brazilian Portuguese']);
    expect(chosenValues('filter-countries')).toEqual(['United States']);
    // The options load only when a list opens.
    expect(get.mock.calls.some(([url]) => url === '/personalization/options')).toBe(false);
  });

  it('write a language chosen from the list to the address', async () => {
    renderAt('/a/posts?q=mug');
    await screen.findByTestId('results');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('filters-toggle'));
    await user.click(await screen.findByTestId('filter-languages'));
    await user.click(await screen.findByRole('option', { name: /Vietnamese/, hidden: true }));
    await user.click(screen.getByTestId('filters-apply'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/a/posts?q=mug&languages=vi'),
    );
  });

  it('read the names in Vietnamese', async () => {
    renderAt('/a/posts?languages=en&countries=US', 'vi');
    await screen.findByTestId('results');
    const filters = screen.getByTestId('search-filters');
    expect(within(filters).getByText('Ngôn ngữ')).toBeTruthy();
    expect(chosenValues('filter-languages')).toEqual(['Tiếng Anh']);
    expect(chosenValues('filter-countries')).toEqual(['Hoa Kỳ']);
  });
});

import type { Personalization, PersonalizationOptions } from '@postradar/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { answer } from '../../lib/collections/collection-test-kit';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { savedNoticeMs } from './personalization-form';
import { PersonalizationScreen } from './personalization-screen';
import { chosenValues } from '../../lib/personalization/audience-test-kit';

const neverSaved: Personalization = {
  niches: [],
  languages: [],
  countries: [],
  kind: 'both',
  updatedAt: null,
};

const saved: Personalization = {
  niches: ['nurse'],
  languages: ['en'],
  countries: ['US'],
  kind: 'posts',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

/** The options GET /api/personalization/options answers for `q`. */
function optionsFor(q = ''): PersonalizationOptions {
  const niches = [
    { value: 'nurse', posts: 1520 },
    { value: 'teacher', posts: 980 },
    { value: 'fishing', posts: 410 },
    { value: 'fishing dad', posts: 37 },
  ];
  return {
    niches: niches.filter((niche) => niche.value.includes(q)),
    languages: [
      { value: 'en', posts: 15000 },
      { value: 'vi', posts: 4200 },
    ],
    countries: [
      { value: 'US', posts: 9000 },
      { value: 'VN', posts: 4100 },
    ],
    computedAt: new Date().toISOString(),
  };
}

interface Answers {
  personalization?: Personalization | Error;
}

function renderScreen(
  { personalization = neverSaved }: Answers = {},
  language: 'en' | 'vi' = 'en',
) {
  signIn();
  const get = vi.spyOn(api.main, 'get').mockImplementation((url: string, config) => {
    if (url === '/personalization')
      return personalization instanceof Error
        ? Promise.reject(personalization)
        : Promise.resolve(answer(personalization));
    if (url === '/personalization/options') {
      const q = (config?.params as { q?: string } | undefined)?.q;
      return Promise.resolve(answer(optionsFor(q)));
    }
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  const put = vi
    .spyOn(api.main, 'put')
    .mockImplementation((_url, body) =>
      Promise.resolve(answer({ ...(body as object), updatedAt: '2026-03-04T10:00:00.000Z' })),
    );
  renderWithProviders(<PersonalizationScreen />, { route: '/a/personalization', language });
  const optionQueries = () =>
    get.mock.calls
      .filter(([url]) => url === '/personalization/options')
      .map(([, config]) => (config?.params as { q?: string } | undefined)?.q);
  return { put, optionQueries };
}

const saveButton = () => screen.getByTestId<HTMLButtonElement>('personalization-save');

afterEach(() => {
  vi.useRealTimers();
});

describe('the personalization screen', { timeout: 20_000 }, () => {
  it('welcomes a user who never saved it, and enables Save only after a change', async () => {
    renderScreen();
    expect(await screen.findByTestId('personalization-never-saved')).toBeTruthy();
    expect(screen.getByTestId('personalization-effects').textContent).toContain(
      'Trending opens on your niches, languages and countries.',
    );
    expect(document.title).toBe('Personalization - PostRadar');
    expect(saveButton().disabled).toBe(true);

    const user = userEvent.setup();
    await user.click(within(screen.getByTestId('personalization-kind')).getByText('Ads'));
    expect(saveButton().disabled).toBe(false);
    await user.click(screen.getByTestId('personalization-undo'));
    expect(saveButton().disabled).toBe(true);
  });

  it('shows what is saved, languages and countries by their names', async () => {
    renderScreen({ personalization: saved });
    await screen.findByTestId('personalization-form');
    expect(chosenValues('personalization-niches')).toEqual(['nurse']);
    expect(chosenValues('personalization-languages')).toEqual(['English']);
    expect(chosenValues('personalization-countries')).toEqual(['United States']);
    expect(screen.queryByTestId('personalization-never-saved')).toBeNull();
  });

  it('searches the niches as the user types, with their post counts', async () => {
    const { optionQueries } = renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('personalization-niches'));
    expect(await screen.findByRole('option', { name: /teacher/, hidden: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: /nurse/, hidden: true }).textContent).toContain(
      '1.5K',
    );
    await user.type(screen.getByTestId('personalization-niches'), 'fish');
    await waitFor(() => expect(optionQueries()).toContain('fish'));
    // Typing quickly asks once, for the whole word.
    expect(optionQueries().filter((q) => q?.startsWith('fi'))).toEqual(['fish']);
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /teacher/, hidden: true })).toBeNull(),
    );
    expect(screen.getByRole('option', { name: /fishing dad/, hidden: true })).toBeTruthy();
  });

  it("saves the choices, shows 'Saved' for 2 seconds and disables Save again", async () => {
    const { put } = renderScreen({ personalization: saved });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('personalization-languages'));
    await user.click(await screen.findByRole('option', { name: /Vietnamese/, hidden: true }));
    await user.click(within(screen.getByTestId('personalization-kind')).getByText('Both'));

    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(screen.getByTestId('personalization-saved').textContent).toBe('Saved'),
    );
    expect(put).toHaveBeenCalledExactlyOnceWith(
      '/personalization',
      { niches: ['nurse'], languages: ['en', 'vi'], countries: ['US'], kind: 'both' },
      expect.anything(),
    );
    expect(saveButton().disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(savedNoticeMs - 200));
    expect(screen.getByTestId('personalization-saved')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByTestId('personalization-saved')).toBeNull();
  });

  it('clears every choice, to be saved', async () => {
    const { put } = renderScreen({ personalization: saved });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('personalization-clear'));
    expect(chosenValues('personalization-niches')).toEqual([]);
    await user.click(saveButton());
    await screen.findByTestId('personalization-saved');
    expect(put.mock.calls[0]?.[1]).toEqual({
      niches: [],
      languages: [],
      countries: [],
      kind: 'both',
    });
    expect((screen.getByTestId('personalization-clear') as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's reason when saving fails, until the next change", async () => {
    renderScreen();
    vi.spyOn(api.main, 'put').mockRejectedValue(new Error('The server is busy. Try again.'));
    const user = userEvent.setup();
    const kind = await screen.findByTestId('personalization-kind');
    await user.click(within(kind).getByText('Posts'));
    await user.click(saveButton());
    const failed = await screen.findByTestId('personalization-save-error');
    expect(failed.textContent).toContain('Your personalization could not be saved.');
    expect(failed.textContent).toContain('The server is busy. Try again.');
    await user.click(within(kind).getByText('Ads'));
    expect(screen.queryByTestId('personalization-save-error')).toBeNull();
  });

  it('offers a retry when the personalization cannot be loaded', async () => {
    renderScreen({ personalization: new Error('Network Error') });
    const failed = await screen.findByTestId('personalization-load-error');
    expect(failed.textContent).toContain('Your personalization could not be loaded.');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reads in Vietnamese, with the names of languages and countries in Vietnamese', async () => {
    renderScreen({ personalization: saved }, 'vi');
    await screen.findByTestId('personalization-form');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cá nhân hoá');
    expect(chosenValues('personalization-languages')).toEqual(['Tiếng Anh']);
    expect(chosenValues('personalization-countries')).toEqual(['Hoa Kỳ']);
    expect(saveButton().textContent).toBe('Lưu');
  });
});

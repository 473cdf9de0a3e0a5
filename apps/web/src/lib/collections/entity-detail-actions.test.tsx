import type { CollectionMarks } from '@postradar/contracts';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayOf } from '../../test/media-queries';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { api } from '../api';
import { answer, marksOf } from './collection-test-kit';
import { EntityDetailActions } from './entity-detail-actions';
import type { CollectionTarget } from './follow-kinds';
import { answerGets } from './route-test-kit';

const page = { kind: 'page', id: '7', name: 'Nurse Life Co' } as const;
const store = { kind: 'domain', id: '104', name: 'nurselife.shop' } as const;

function renderActions(
  target: CollectionTarget = page,
  marks = (): CollectionMarks =>
    marksOf({ followed: { pageIds: ['7'], domainIds: [], pixelIds: [] } }),
) {
  signIn();
  answerGets({ '/collections/marks': marks });
  renderWithProviders(
    <>
      <EntityDetailActions target={target} />
      <Notifications />
    </>,
    { route: `/a/${target.kind}s/${target.id}` },
  );
}

/** The store's marks as the API answers them: ignored while `ignored.is` holds. */
function storeMarks(ignored: { is: boolean }) {
  return () =>
    marksOf({
      followed: { pageIds: [], domainIds: ['104'], pixelIds: [] },
      ignored: { postIds: [], pageIds: [], domainIds: ignored.is ? ['104'] : [] },
    });
}

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe("the collection actions of an entity's screen", { timeout: 20_000 }, () => {
  it('are buttons with their words on a wide display', async () => {
    displayOf(1366);
    renderActions();
    await waitFor(() => expect(screen.getByTestId('entity-follow').textContent).toBe('Following'));
    expect(screen.getByTestId('entity-add-to-group').textContent).toBe('Add to group');
    expect(screen.getByTestId('entity-ignore').textContent).toBe('Ignore this page');
    expect(screen.getByTestId('entity-ignore').getAttribute('aria-pressed')).toBe('false');
  });

  it("are icons named for assistive technology beside Follow's words on a phone", async () => {
    displayOf(375);
    renderActions();
    await waitFor(() => expect(screen.getByTestId('entity-follow').textContent).toBe('Following'));
    const addToGroup = screen.getByTestId('entity-add-to-group');
    expect(addToGroup.textContent).toBe('');
    expect(addToGroup.getAttribute('aria-label')).toBe('Add to group');
    expect(screen.getByTestId('entity-ignore').getAttribute('aria-label')).toBe('Ignore this page');
  });

  it('say an ignored store is ignored, and take it off the blacklist', async () => {
    displayOf(1366);
    const ignored = { is: true };
    renderActions(store, storeMarks(ignored));
    const ignore = screen.getByTestId('entity-ignore');
    await waitFor(() => expect(ignore.textContent).toBe('Ignored'));
    expect(ignore.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('entity-follow').textContent).toBe('Following');
    const remove = vi.spyOn(api.main, 'delete').mockImplementation(() => {
      ignored.is = false;
      return Promise.resolve(answer({ kind: 'domain', id: '104', isIgnored: false }));
    });

    await userEvent.click(ignore);
    expect(remove).toHaveBeenCalledWith('/ignored/domain/104', expect.anything());
    await waitFor(() => expect(ignore.textContent).toBe('Ignore this store'));
    expect(ignore.getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText('Back in your searches.')).toBeTruthy();
  });

  it('say so at once once the store is ignored', async () => {
    displayOf(375);
    const ignored = { is: false };
    renderActions(store, storeMarks(ignored));
    const ignore = screen.getByTestId('entity-ignore');
    await waitFor(() => expect(screen.getByTestId('entity-follow').textContent).toBe('Following'));
    const put = vi.spyOn(api.main, 'put').mockImplementation(() => {
      ignored.is = true;
      return Promise.resolve(answer({ kind: 'domain', id: '104', isIgnored: true }));
    });

    await userEvent.click(ignore);
    expect(put).toHaveBeenCalledWith('/ignored/domain/104', {}, expect.anything());
    await waitFor(() => expect(ignore.getAttribute('aria-pressed')).toBe('true'));
    expect(ignore.getAttribute('aria-label')).toBe('Stop ignoring this store');
    expect(
      await screen.findByText(
        'Store nurselife.shop ignored: its posts no longer show in your searches.',
      ),
    ).toBeTruthy();
  });
});

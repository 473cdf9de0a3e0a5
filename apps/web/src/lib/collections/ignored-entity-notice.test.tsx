import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { api } from '../api';
import { answer, marksOf } from './collection-test-kit';
import { IgnoredEntityNotice } from './ignored-entity-notice';
import { answerGets } from './route-test-kit';

/** The store's marks as the API answers them: ignored while `ignored.is` holds. */
function storeMarks(ignored: { is: boolean }) {
  return () =>
    marksOf({ ignored: { postIds: [], pageIds: [], domainIds: ignored.is ? ['104'] : [] } });
}

function renderNotice(ignored: { is: boolean }, language: 'en' | 'vi' = 'en') {
  signIn();
  const gets = answerGets({ '/collections/marks': storeMarks(ignored) });
  renderWithProviders(
    <>
      <IgnoredEntityNotice kind="domain" id="104" />
      <Notifications />
    </>,
    { route: '/a/domains/104', language },
  );
  return gets;
}

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe("the notice over an ignored store's posts", { timeout: 20_000 }, () => {
  it('says why its list leaves them out, and brings them back', async () => {
    const ignored = { is: true };
    renderNotice(ignored);
    const notice = await screen.findByTestId('ignored-entity-notice');
    expect(notice.textContent).toContain('You ignore this store');
    const remove = vi.spyOn(api.main, 'delete').mockImplementation(() => {
      ignored.is = false;
      return Promise.resolve(answer({ kind: 'domain', id: '104', isIgnored: false }));
    });

    await userEvent.click(screen.getByRole('button', { name: 'Stop ignoring this store' }));
    expect(remove).toHaveBeenCalledWith('/ignored/domain/104', expect.anything());
    await waitFor(() => expect(screen.queryByTestId('ignored-entity-notice')).toBeNull());
    expect(await screen.findByText('Back in your searches.')).toBeTruthy();
  });

  it('shows nothing for a store that is not ignored, and speaks Vietnamese', async () => {
    const gets = renderNotice({ is: false });
    await waitFor(() => expect(gets).toHaveBeenCalled());
    await gets.mock.results[0]?.value;
    expect(screen.queryByTestId('ignored-entity-notice')).toBeNull();
    renderNotice({ is: true }, 'vi');
    expect((await screen.findByTestId('ignored-entity-notice')).textContent).toContain(
      'Bạn đang chặn cửa hàng này',
    );
  });
});

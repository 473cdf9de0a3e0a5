import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { displayOf } from '../../test/media-queries';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { marksOf } from './collection-test-kit';
import { EntityDetailActions } from './entity-detail-actions';
import { answerGets } from './route-test-kit';

const target = { kind: 'page', id: '7', name: 'Nurse Life Co' } as const;

function renderActions() {
  signIn();
  answerGets({
    '/collections/marks': () =>
      marksOf({ followed: { pageIds: ['7'], domainIds: [], pixelIds: [] } }),
  });
  renderWithProviders(<EntityDetailActions target={target} />, { route: '/a/pages/7' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the collection actions of an entity's screen", { timeout: 20_000 }, () => {
  it('are buttons with their words on a wide display', async () => {
    displayOf(1366);
    renderActions();
    await waitFor(() => expect(screen.getByTestId('entity-follow').textContent).toBe('Following'));
    expect(screen.getByTestId('entity-add-to-group').textContent).toBe('Add to group');
    expect(screen.getByTestId('entity-ignore').textContent).toBe('Ignore this page');
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
});

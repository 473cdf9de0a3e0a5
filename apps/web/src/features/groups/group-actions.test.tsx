import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupOf } from '../../lib/collections/route-test-kit';
import type { UserInput } from '../../lib/session/user';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { GroupActions } from './group-actions';

function renderActions(user: UserInput) {
  signIn(user);
  renderWithProviders(
    <GroupActions group={groupOf('5', 'Top nurse stores', { isOwn: false, isFeatured: true })} />,
  );
}

describe("a group's feature control", () => {
  it('shows to staff with the group-mod role, whatever their membership', () => {
    renderActions({ roles: ['group-mod'], scopes: ['group-mod'] });
    expect(screen.getByTestId('group-feature').textContent).toBe('Unfeature');
  });

  it('stays hidden, without an upgrade prompt, from a seller with every plan feature', () => {
    renderActions({ scopes: ['posts', 'pages', 'ads', 'groups', 'pool'] });
    expect(screen.getByTestId('group-follow')).toBeTruthy();
    expect(screen.queryByTestId('group-feature')).toBeNull();
    expect(screen.queryByTestId('upgrade-gate')).toBeNull();
  });
});

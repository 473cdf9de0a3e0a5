import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signIn } from '../../test/render-with-providers';
import { MenuScreenHeading } from './menu-screen-heading';

describe('MenuScreenHeading', () => {
  it('names the screen as its menu entry does, in the heading and the tab title', () => {
    signIn();
    renderWithProviders(<MenuScreenHeading item="pixels" />, { language: 'vi' });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(document.title.split(' - ')[0]);
    expect(document.title).toMatch(/ - PostRadar$/);
  });
});

import { Tooltip } from '@mantine/core';
import type * as Mantine from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi, setViewportWidth } from './test/render';
import { TimeAgo } from './time-ago';

// Mantine's Tooltip, counted: a closed tooltip puts nothing in the document, so whether one is
// mounted shows only in whether it was rendered.
vi.mock('@mantine/core', async (importOriginal) => {
  const mantine = await importOriginal<typeof Mantine>();
  return { ...mantine, Tooltip: vi.fn(mantine.Tooltip) };
});

const now = new Date('2025-03-14T18:09:26');
const threeHoursEarlier = '2025-03-14T15:09:26';

let restoreViewport: (() => void) | undefined;
// The tooltip's code loads with the first tooltip shown: loaded here before the clock is faked.
beforeAll(async () => {
  await import('./tooltip-on-target');
});
beforeEach(() => {
  vi.useFakeTimers({ now });
});
afterEach(() => {
  restoreViewport?.();
  restoreViewport = undefined;
  vi.useRealTimers();
});

/**
 * The events a mouse moving onto the element fires. (user-event's hover waits on a real timer,
 * which never fires under fake timers, and the delay must be measured on the fake clock.)
 */
async function hover(element: Element) {
  await act(async () => {
    fireEvent.pointerOver(element);
    fireEvent.pointerEnter(element);
    fireEvent.mouseOver(element);
    fireEvent.mouseEnter(element);
    fireEvent.mouseMove(element);
  });
}

/** The events a mouse moving off the element fires. */
async function unhover(element: Element) {
  await act(async () => {
    fireEvent.pointerOut(element);
    fireEvent.pointerLeave(element);
    fireEvent.mouseOut(element);
    fireEvent.mouseLeave(element);
  });
}

/** Moves fake time on and lets React apply what the timers did. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('TimeAgo', () => {
  it('shows the relative time in English and Vietnamese', () => {
    renderUi(<TimeAgo time={threeHoursEarlier} />);
    expect(screen.getByText('3 hours ago').tagName).toBe('TIME');
    renderUi(<TimeAgo time={threeHoursEarlier} />, { language: 'vi' });
    expect(screen.getByText('3 giờ trước')).toBeTruthy();
  });

  it('gives the moment to machines in ISO 8601', () => {
    renderUi(<TimeAgo time="2025-03-14T16:09:00Z" />);
    expect(screen.getByText(/ago$/).getAttribute('datetime')).toBe('2025-03-14T16:09:00.000Z');
  });

  it('keeps itself current', async () => {
    renderUi(<TimeAgo time="2025-03-14T18:00:00" />);
    expect(screen.getByText('9 minutes ago')).toBeTruthy();
    await wait(60_000);
    expect(screen.getByText('10 minutes ago')).toBeTruthy();
  });

  it('says so when the time cannot be read', () => {
    renderUi(<TimeAgo time="not a date" />);
    expect(screen.getByText('Unknown time')).toBeTruthy();
  });

  it('shows the full time in a tooltip 300 ms after hovering on desktop', async () => {
    restoreViewport = setViewportWidth(1280);
    renderUi(<TimeAgo time={threeHoursEarlier} />);
    await hover(screen.getByText('3 hours ago'));
    await wait(250);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await wait(100);
    expect(screen.getByRole('tooltip').textContent).toBe('Friday, March 14th 2025, 3:09:26 pm');
  });

  it('mounts no tooltip before the pointer enters the date', async () => {
    restoreViewport = setViewportWidth(1280);
    vi.mocked(Tooltip).mockClear();
    renderUi(<TimeAgo time={threeHoursEarlier} />);
    await wait(1000);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    expect(Tooltip).not.toHaveBeenCalled();
    await hover(screen.getByText('3 hours ago'));
    expect(Tooltip).toHaveBeenCalled();
  });

  it('waits 300 ms on every hover and hides the tooltip when the pointer leaves', async () => {
    restoreViewport = setViewportWidth(1280);
    renderUi(<TimeAgo time={threeHoursEarlier} />);
    const time = screen.getByText('3 hours ago');
    await hover(time);
    await wait(300);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await unhover(time);
    expect(screen.queryByRole('tooltip')).toBeNull();

    await hover(time);
    await wait(250);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await wait(100);
    expect(screen.getByRole('tooltip').textContent).toBe('Friday, March 14th 2025, 3:09:26 pm');
  });

  it('does not open when the pointer leaves before 300 ms', async () => {
    restoreViewport = setViewportWidth(1280);
    renderUi(<TimeAgo time={threeHoursEarlier} />);
    const time = screen.getByText('3 hours ago');
    await hover(time);
    await wait(200);
    await unhover(time);
    await wait(1000);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('uses the Vietnamese full format', async () => {
    restoreViewport = setViewportWidth(1280);
    renderUi(<TimeAgo time={threeHoursEarlier} />, { language: 'vi' });
    await hover(screen.getByText('3 giờ trước'));
    await wait(300);
    expect(screen.getByRole('tooltip').textContent).toBe('14/03/2025, 15:09:26');
  });

  it('shows no tooltip on mobile (480 px or less)', async () => {
    restoreViewport = setViewportWidth(480);
    vi.mocked(Tooltip).mockClear();
    renderUi(<TimeAgo time={threeHoursEarlier} />);
    await wait(0);
    await hover(screen.getByText('3 hours ago'));
    await wait(1000);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    expect(Tooltip).not.toHaveBeenCalled();
  });
});

import type { Location } from 'react-router';

/**
 * Marks the location states of this page load. The browser keeps a history entry's state across
 * a reload; a detail opened over a list must then open as a page of its own, so a state written
 * before the reload is not honoured.
 */
const pageLoad = Math.random().toString(36).slice(2);

/** The location state of a post's detail opened from a list (the "background location"). */
export interface DetailState {
  /** The list under the modal. */
  backgroundLocation: Location;
  /** The ids of the list's current page, for the previous / next keys. */
  resultIds: string[];
  /** History entries between the list and this detail: closing goes back that many. */
  depth: number;
  pageLoad: string;
}

export function detailState(backgroundLocation: Location, resultIds: string[]): DetailState {
  return { backgroundLocation, resultIds, depth: 1, pageLoad };
}

/** The state of a link from one open detail to another post: one entry deeper. */
export function deeperState(state: DetailState): DetailState {
  return { ...state, depth: state.depth + 1 };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The detail state of a location, if it was written by this page load. */
export function readDetailState(state: unknown): DetailState | null {
  if (!isRecord(state) || state.pageLoad !== pageLoad) return null;
  const { backgroundLocation, resultIds, depth } = state;
  if (typeof depth !== 'number' || !Number.isInteger(depth) || depth < 1) return null;
  if (!isRecord(backgroundLocation) || typeof backgroundLocation.pathname !== 'string') return null;
  if (!Array.isArray(resultIds) || !resultIds.every((id) => typeof id === 'string')) return null;
  return state as unknown as DetailState;
}

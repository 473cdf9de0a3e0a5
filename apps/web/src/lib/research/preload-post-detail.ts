let loading: ReturnType<typeof importPostDetailModal> | undefined;

function importPostDetailModal() {
  return import('./post-detail-modal');
}

/**
 * The module of a post's detail over its list (the dialog, with the engagement charts), loaded
 * once: every caller gets the same promise, so a caller after the load gets one already settled
 * (a lazy component made from it renders without suspending). A failed load is tried again at
 * the next call.
 */
export function loadPostDetailModal(): ReturnType<typeof importPostDetailModal> {
  loading ??= importPostDetailModal().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Loads the detail ahead of the first click on a card, on a device with a mouse: the click then
 * shows the list's copy of the post at once instead of waiting for the chunk. Phones and tablets
 * (no hovering pointer, often a slower link) load it at the first tap instead: the chunk, with
 * the engagement charts, is about 100 KB of script a visit may never need.
 */
export function preloadPostDetail(): void {
  if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
  loadPostDetailModal().catch(() => undefined);
}

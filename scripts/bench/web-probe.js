/* global window, document, MutationObserver, requestAnimationFrame */
// The browser side of `npm run bench:web`, added to every page before the app loads. It times,
// inside the page, from a person's key press or click to the first frame that shows what they
// wait for, so the test driver's round trips never count. `arm*` is called before the action,
// `result()` after it; the result holds the milliseconds of each milestone reached (from the
// event's own time stamp) and the API call's own duration.
(() => {
  const timeoutMs = 30_000;
  let current = Promise.resolve({ outcome: 'not armed' });

  const find = (selector) => document.querySelector(selector);
  const isShown = (element) => element !== null && element.getBoundingClientRect().height > 0;

  /**
   * The last call to `path` that started after `since` (Resource Timing): its own duration, and
   * when its answer had arrived, from `since`.
   */
  function apiCall(path, since) {
    const calls = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === path && entry.startTime >= since);
    const last = calls.at(-1);
    if (!last) return { apiMs: null, answeredMs: null };
    return { apiMs: last.responseEnd - last.startTime, answeredMs: last.responseEnd - since };
  }

  /**
   * Waits for a start event (`isStart`), then for each milestone's check to hold (checked after
   * every change of the document), and resolves once all have, or on the time-out.
   */
  function arm(startType, isStart, milestones, apiPath) {
    // A list's images fill the browser's buffer of timings (250 by default) within a few searches.
    performance.clearResourceTimings();
    current = new Promise((resolve) => {
      const times = {};
      let start = 0;
      let observer = null;
      let timer = 0;
      const finish = (outcome) => {
        observer?.disconnect();
        window.clearTimeout(timer);
        resolve({ outcome, times, ...apiCall(apiPath, start) });
      };
      const check = () => {
        for (const [name, holds] of Object.entries(milestones)) {
          if (name in times || !holds()) continue;
          times[name] = null;
          // The first frame drawn with the change: the callback after the next animation frame.
          requestAnimationFrame(() =>
            window.setTimeout(() => {
              times[name] = performance.now() - start;
              if (Object.values(times).length === Object.keys(milestones).length) {
                if (Object.values(times).every((time) => time !== null)) finish('done');
              }
            }),
          );
        }
      };
      const onStart = (event) => {
        if (!isStart(event)) return;
        window.removeEventListener(startType, onStart, true);
        start = event.timeStamp;
        observer = new MutationObserver(check);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        timer = window.setTimeout(() => finish('timeout'), timeoutMs);
        check();
      };
      window.addEventListener(startType, onStart, true);
    });
  }

  window.benchProbe = {
    /**
     * Enter in the search box, to the new results: the list must first be marked busy (it keeps
     * the older results, dimmed, while the search runs), then show a result card, not busy.
     */
    armSearch() {
      let sawBusy = false;
      const settled = () => {
        const results = find('[data-testid="results"]');
        if (results?.getAttribute('aria-busy') === 'true') sawBusy = true;
        if (!sawBusy || results?.getAttribute('aria-busy') !== 'false') return false;
        return isShown(results.querySelector('[data-testid="post-card"]'));
      };
      arm('keydown', (event) => event.key === 'Enter', { results: settled }, '/api/posts');
    },
    /**
     * A click on a card's detail link, to the modal showing that post (at once, from the list's
     * copy), and to the full detail (its engagement history drawn, no placeholder left).
     */
    armDetail(postId) {
      const detail = `[data-testid="post-detail-modal"] [data-testid="post-detail"][data-post-id="${postId}"]`;
      const shown = () => isShown(find(detail));
      const loaded = () => {
        const engagement = find(`${detail} [data-testid="engagement"]`);
        return isShown(engagement) && engagement.querySelector('.mantine-Skeleton-root') === null;
      };
      arm('click', () => true, { shown, loaded }, `/api/posts/${postId}`);
    },
    result: () => current,
  };
})();

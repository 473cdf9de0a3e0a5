// The script of a document the build wrote ahead (a classic script in its head, built on its own:
// it imports nothing).
//
// A document rendered ahead is drawn from its markup, styles and fonts alone; the app's code would
// only compete with them for the connection, so it is asked for once the first paint is shown: its
// entry module (`data-entry`) and the modules that entry imports (`data-preload`, fetched beside
// it). A page for visitors without a session (`data-signed-in-target`) sends a visitor who has one
// there before it is drawn, as the app would once loaded: a signed-in seller opening the sign-in
// page does not see it for the time the app takes to start.
//
// A research screen's document (`data-screen-code`) draws the screen's frame for signed-in
// sellers: for a browser that holds a session, the code the app's start would ask for only once
// its entry has run comes with the entry; for a visitor without one, the frame
// (`data-screen-frame`) is hidden, and the app sends them to sign in.

/**
 * Whether the browser holds a session as the app reads it (session-storage.ts, auth-provider.tsx):
 * an access token and a stored user with at least one field, under the keys `data-session-keys`
 * names (the token's, then the user's).
 */
function holdsSession(keys: string): boolean {
  const [tokenKey, userKey] = keys.split(' ');
  if (!tokenKey || !userKey) return false;
  try {
    const user: unknown = JSON.parse(window.localStorage.getItem(userKey) ?? 'null');
    return (
      Boolean(window.localStorage.getItem(tokenKey)) &&
      typeof user === 'object' &&
      user !== null &&
      Object.keys(user).length > 0
    );
  } catch {
    return false;
  }
}

/** Fetches the modules listed (space-separated addresses) without running them. */
function preloadModules(list: string) {
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Keeps the screen's frame, still to be read below, from being drawn. */
function hideScreenFrame() {
  const style = document.createElement('style');
  style.textContent = '[data-screen-frame]{display:none}';
  document.head.append(style);
}

/** The longest the app waits for the document's first paint (a tab in the background paints none). */
const firstPaintWaitMs = 3000;

/**
 * Calls `then` once the document's first contentful paint is on screen: not only drawn by the main
 * thread, which an animation frame callback would tell, but shown (the browser reports the paint
 * then), so that the app's code does not compete with what is still on its way to the screen.
 */
function afterFirstPaint(then: () => void) {
  let isDone = false;
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
  });
  function done() {
    if (isDone) return;
    isDone = true;
    observer.disconnect();
    then();
  }
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(done, firstPaintWaitMs);
}

/** Asks for the app's entry and the modules listed in `preload`, after the first paint if `drawn`. */
function loadApp(entry: string | undefined, preload: string, { drawn }: { drawn: boolean }) {
  const load = () => {
    preloadModules(preload);
    if (entry) void import(/* @vite-ignore */ entry);
  };
  if (drawn) afterFirstPaint(load);
  else load();
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  const { entry, preload = '', signedInTarget, screenCode, sessionKeys = '' } = script.dataset;
  const isSignedIn = holdsSession(sessionKeys);
  if (signedInTarget && isSignedIn) {
    // Nothing of this page is drawn while the browser moves on.
    document.documentElement.style.visibility = 'hidden';
    window.location.replace(signedInTarget);
  } else if (screenCode === undefined) {
    loadApp(entry, preload, { drawn: true });
  } else if (isSignedIn) {
    loadApp(entry, `${preload} ${screenCode}`, { drawn: true });
  } else {
    // Nothing is drawn for them: the app starts at once, and sends them to sign in.
    hideScreenFrame();
    loadApp(entry, preload, { drawn: false });
  }
}

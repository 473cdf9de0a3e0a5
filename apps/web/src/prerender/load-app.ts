// The script of a document the build wrote ahead (a classic script in its head, built on its own:
// it imports nothing).
//
// A page rendered ahead is drawn from its markup and styles alone; the app's code would only
// compete with them for the connection, so it is asked for once the first frame is drawn: its entry
// module (`data-entry`) and the modules that entry imports (`data-preload`, fetched beside it).
// A page for visitors without a session (`data-signed-in-target`) sends a visitor who has one
// there before it is drawn, as the app would once loaded: a signed-in seller opening the sign-in
// page does not see it for the time the app takes to start.
//
// A screen of signed-in sellers (`data-screen-code`) loads the app as usual; for a browser that
// holds a session the script asks at once for the code and styles the app's start would ask for
// only once its entry has run, so that both come over the connection together.

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

/**
 * Fetches the files listed (space-separated addresses) without running or applying them: modules,
 * and style sheets (`.css`), which the app links once it loads the module that needs them.
 */
function preloadFiles(list: string) {
  for (const href of list.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function loadApp({ entry, preload = '' }: DOMStringMap) {
  // A task posted from an animation frame callback runs after that frame is painted.
  requestAnimationFrame(() =>
    setTimeout(() => {
      preloadFiles(preload);
      if (entry) void import(/* @vite-ignore */ entry);
    }, 0),
  );
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  const { signedInTarget, screenCode, sessionKeys = '' } = script.dataset;
  if (screenCode !== undefined) {
    if (holdsSession(sessionKeys)) preloadFiles(screenCode);
  } else if (signedInTarget && holdsSession(sessionKeys)) {
    // Nothing of this page is drawn while the browser moves on.
    document.documentElement.style.visibility = 'hidden';
    window.location.replace(signedInTarget);
  } else {
    loadApp(script.dataset);
  }
}

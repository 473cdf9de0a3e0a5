// The script of a page rendered ahead (a classic script, built on its own: it imports nothing).
// The page is drawn from its markup and styles alone; the app's code would only compete with
// them for the connection, so it is asked for once the first frame is drawn: its entry module
// (`data-entry`) and the modules that entry imports (`data-preload`, fetched beside it).

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  const { entry, preload = '' } = script.dataset;
  // A task posted from an animation frame callback runs after that frame is painted.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of preload.split(' ').filter(Boolean)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (entry) void import(/* @vite-ignore */ entry);
    }, 0),
  );
}

// A server-rendered public page (api/src/plugins/server-render.ts) is readable and its links
// work before any of its code runs. Its code is asked for once the page has loaded (its
// photos included) and been shown, or 2 s after the HTML at the latest: on a slow connection the
// code does not take the bandwidth the photo a visitor came for needs. Then the web app takes
// the page over.
(() => {
  const script = document.currentScript;
  const modules = (script.dataset.modules || '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = script.dataset.entry;
    document.head.appendChild(entry);
  };
  // The page has been shown once the browser reports its first contentful paint, which it does
  // when the frame reached the screen: later than the frame's animation callbacks, by tens of ms
  // on a slow phone. Without that report (an older browser), the frame's callbacks stand in.
  const shown = new Promise((resolve) => {
    if (!(window.PerformanceObserver?.supportedEntryTypes || []).includes('paint')) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', resolve, { once: true });
  });
  // Two frames after the page has loaded and been shown it is on the screen whole; the code
  // waits for the browser's next quiet moment after that.
  const afterNextPaint = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 500 }) : setTimeout(start, 0),
      ),
    );
  Promise.all([loaded, shown]).then(afterNextPaint);
  setTimeout(start, 2000);
})();

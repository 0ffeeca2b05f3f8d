// A server-rendered public page (api/src/plugins/server-render.ts) is readable and its links
// work before any of its code runs. Its code is asked for once the page has loaded (its
// photos included) and painted, or 2 s after the HTML at the latest: on a slow connection the
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
  // Two frames after the load event the page has been shown whole; the code waits for the
  // browser's next quiet moment after that.
  const afterNextPaint = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 500 }) : setTimeout(start, 0),
      ),
    );
  if (document.readyState === 'complete') afterNextPaint();
  else {
    window.addEventListener('load', afterNextPaint, { once: true });
    setTimeout(start, 2000);
  }
})();

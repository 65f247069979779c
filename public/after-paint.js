// A public page the server drew (server/http/serverRendering.ts) shows before any of the app's code downloads: the
// app's entry (its address in <meta name="app-entry">) is asked for once the browser reports the page's first paint,
// so its download and its run do not hold that paint back on a phone (issue 31). A tab in the background paints
// nothing: the entry comes after a second then.
(() => {
  let started = false;
  const start = () => {
    const entry = document.querySelector('meta[name="app-entry"]');
    if (started || !entry) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
  };
  try {
    new PerformanceObserver((_list, observer) => {
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start));
  }
  setTimeout(start, 1000);
})();

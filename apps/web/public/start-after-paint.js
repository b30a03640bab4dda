/* global window, document */
// On a page whose first screen is already in its HTML (src/shell), the app's code is fetched once
// that screen has been painted: it does not share a slow connection with the stylesheet the paint
// waits for. The files are listed by <meta name="app-scripts"> (the entry first, then what it
// imports), which the build writes instead of the usual module script and preloads.
(function () {
  var meta = document.querySelector('meta[name="app-scripts"]');
  if (!meta) {
    return;
  }
  var files = meta.getAttribute('content').split(' ');
  var started = false;
  function start() {
    if (started) {
      return;
    }
    started = true;
    // Added to the page at once, not one by one (each addition is work for the browser).
    var tags = document.createDocumentFragment();
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = files[0];
    tags.appendChild(script);
    for (var i = 1; i < files.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = files[i];
      tags.appendChild(link);
    }
    document.head.appendChild(tags);
  }
  // After the next frame has been painted; a hidden tab paints no frames, so not later than 1 s.
  window.requestAnimationFrame(function () {
    window.setTimeout(start, 0);
  });
  window.setTimeout(start, 1000);
})();

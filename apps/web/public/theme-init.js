/* global window, document */
// Apply the saved theme before first paint (spec: key "theme", else the system preference).
// A file rather than an inline script so the Content-Security-Policy needs no 'unsafe-inline'.
try {
  var saved = localStorage.getItem('theme');
  if (saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)) {
    document.documentElement.classList.add('dark');
  }
} catch {
  /* storage blocked: keep the light default */
}

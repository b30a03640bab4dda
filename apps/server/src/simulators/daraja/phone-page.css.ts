/**
 * The phone page's only stylesheet, inline so the page needs nothing else. Contrast is at least
 * 4.5:1 for text and 3:1 for borders and focus rings, in both colour schemes.
 */
export const PHONE_PAGE_CSS = `
:root { color-scheme: light dark; --bg: #eef0ed; --screen: #ffffff; --text: #1b1b1b; --muted: #474c48; --edge: #5b615c;
  --primary: #00703c; --on-primary: #ffffff; --focus: #1f5fbf; --error: #a4000f; --notice: #e6f2ea; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #101310; --screen: #1c211d; --text: #f1f3f1; --muted: #c5cbc6; --edge: #9aa39c;
    --primary: #5fd08a; --on-primary: #0b1a10; --focus: #9cc2ff; --error: #ff9b9b; --notice: #20332a; }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--text); font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { max-width: 24rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.375rem; margin: 0 0 0.25rem; }
h2 { font-size: 1.125rem; margin: 0 0 0.5rem; }
p { margin: 0 0 0.75rem; }
.muted { color: var(--muted); font-size: 0.9375rem; }
.screen { background: var(--screen); border: 2px solid var(--edge); border-radius: 1.25rem; padding: 1.25rem 1rem; margin: 1rem 0; }
.prompt { font-size: 1.0625rem; }
.notice { background: var(--notice); border-left: 4px solid var(--primary); padding: 0.5rem 0.75rem; }
.error { color: var(--error); font-weight: 600; }
label, legend { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input[type="password"], input[type="tel"] { width: 100%; font: inherit; padding: 0.5rem 0.625rem; min-height: 2.75rem;
  color: var(--text); background: var(--screen); border: 2px solid var(--edge); border-radius: 0.5rem; }
fieldset { border: 1px solid var(--edge); border-radius: 0.5rem; margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; }
.choice { display: flex; align-items: center; gap: 0.5rem; font-weight: 400; margin: 0.25rem 0; }
.choice input { width: 1.25rem; height: 1.25rem; margin: 0; }
.buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0.75rem 0; }
button { font: inherit; font-weight: 600; min-height: 2.75rem; padding: 0.5rem 1rem; border-radius: 0.5rem; cursor: pointer;
  color: var(--text); background: var(--screen); border: 2px solid var(--edge); flex: 1 1 8rem; }
button.primary { background: var(--primary); color: var(--on-primary); border-color: var(--primary); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.controls { border-top: 2px dashed var(--edge); margin-top: 1rem; padding-top: 0.75rem; }
`;

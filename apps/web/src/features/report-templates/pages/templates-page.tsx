// Scaffold: replaced by the page itself (issue 11 in progress).
export function TemplatesPage() {
  return <p>TemplatesPage</p>;
}

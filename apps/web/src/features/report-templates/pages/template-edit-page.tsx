// Scaffold: replaced by the page itself (issue 11 in progress).
export function TemplateEditPage() {
  return <p>TemplateEditPage</p>;
}

// Scaffold: replaced by the page itself (issue 12 in progress).
export function PropertyPage() {
  return <p>PropertyPage</p>;
}

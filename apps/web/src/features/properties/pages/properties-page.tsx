// Scaffold: replaced by the page itself (issue 12 in progress).
export function PropertiesPage() {
  return <p>PropertiesPage</p>;
}

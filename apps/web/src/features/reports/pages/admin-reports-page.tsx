// Scaffold: replaced by the page itself (issue 11 in progress).
export function AdminReportsPage() {
  return <p>AdminReportsPage</p>;
}

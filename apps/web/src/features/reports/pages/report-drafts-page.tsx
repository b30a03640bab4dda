// Scaffold: replaced by the page itself (issue 11 in progress).
export function ReportDraftsPage() {
  return <p>ReportDraftsPage</p>;
}

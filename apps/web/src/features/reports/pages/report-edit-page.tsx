// Scaffold: replaced by the page itself (issue 11 in progress).
export function ReportEditPage() {
  return <p>ReportEditPage</p>;
}

// Scaffold: replaced by the page itself (issue 11 in progress).
export function AdminReportReviewPage() {
  return <p>AdminReportReviewPage</p>;
}

// Scaffold: replaced by the page itself (issue 11 in progress).
export function ReportEnhancedPage() {
  return <p>ReportEnhancedPage</p>;
}

// Scaffold: replaced by the page itself (issue 12 in progress).
export function AuditLogPage() {
  return <p>AuditLogPage</p>;
}

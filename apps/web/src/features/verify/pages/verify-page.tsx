// Scaffold: replaced by the page itself (issue 11 in progress).
export function VerifyPage() {
  return <p>VerifyPage</p>;
}

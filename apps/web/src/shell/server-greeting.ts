import { GREETING_ATTRIBUTE } from './pages';

type Greeting = { path: string; name: string };

/**
 * The name the server greeted this visit with, and the page it was sent for. While the session
 * is still being checked, that page shows the same greeting the server painted (RequireAuth), so
 * the live app replaces the server's markup without the greeting flickering away; it is
 * forgotten once the session check has answered — from then on the signed-in state names people.
 */
let greeting: Greeting | null = null;

/** Reads the greeting out of the server-sent markup in #root (main.tsx, before the first render). */
export function takeServerGreeting(root: ParentNode, pathname: string): void {
  const name = root.querySelector(`[${GREETING_ATTRIBUTE}]`)?.getAttribute(GREETING_ATTRIBUTE);
  greeting = name ? { path: pathname, name } : null;
}

/** The server's greeting when it was sent for `pathname`, else null. */
export function serverGreetingFor(pathname: string): string | null {
  return greeting?.path === pathname ? greeting.name : null;
}

/** The build (src/shell) greets a placeholder the server replaces with the visitor's name. */
export function setServerGreeting(value: Greeting | null): void {
  greeting = value;
}

export function forgetServerGreeting(): void {
  greeting = null;
}

import { afterEach, describe, expect, it } from 'vitest';
import { forgetServerGreeting, serverGreetingFor, takeServerGreeting } from './server-greeting';

function rootWith(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = markup;
  return root;
}

describe("the server's greeting", () => {
  afterEach(() => forgetServerGreeting());

  it('is read from the server-sent markup, for the page it was sent for', () => {
    takeServerGreeting(rootWith('<div data-shell="greeting"><div data-greeting="Amina &lt;Otieno&gt;"><h1>Welcome back</h1></div></div>'), '/dashboard');
    expect(serverGreetingFor('/dashboard')).toBe('Amina <Otieno>');
    expect(serverGreetingFor('/client-dashboard')).toBeNull();
  });

  it('is none when the markup greets nobody (the plain frame, a signed-out visit)', () => {
    takeServerGreeting(rootWith('<div data-shell="frame"><span role="status">Loading</span></div>'), '/dashboard');
    expect(serverGreetingFor('/dashboard')).toBeNull();
    takeServerGreeting(rootWith('<div data-greeting=""></div>'), '/dashboard');
    expect(serverGreetingFor('/dashboard')).toBeNull();
  });
});

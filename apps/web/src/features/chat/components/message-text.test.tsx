import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from './message-text';

describe('MessageText', () => {
  it('shows http(s) links as safe links in a new tab', () => {
    render(<MessageText text="Plan: https://example.com/plan?a=1. Thanks" />);
    const link = screen.getByRole('link', { name: 'https://example.com/plan?a=1' });
    expect(link.getAttribute('href')).toBe('https://example.com/plan?a=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.parentElement?.textContent).toBe('Plan: https://example.com/plan?a=1. Thanks');
  });

  it('keeps javascript: and data: text as text, and markup as text', () => {
    const { container } = render(<MessageText text={'javascript:alert(1) data:text/html,x <b>bold</b>'} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('javascript:alert(1) data:text/html,x <b>bold</b>');
  });
});

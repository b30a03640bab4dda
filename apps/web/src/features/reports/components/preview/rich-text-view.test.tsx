import type { RichTextDoc } from '@thamani/domain/reports';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView } from './rich-text-view';

const doc: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Title' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Plot {{property.lrNumber}} of ' },
        { type: 'text', text: '{{ property.registeredOwner }}', marks: [{ type: 'bold' }] },
        { type: 'hardBreak' },
        { type: 'text', text: '<img src=x onerror=alert(1)>', marks: [{ type: 'italic' }, { type: 'underline' }] },
      ],
    },
    {
      type: 'orderedList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] },
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Two' }] }] },
      ],
    },
  ],
};

describe('RichTextView', () => {
  it('fills known placeholders, marks unknown ones, keeps formatting and never renders HTML from the text', () => {
    const { container } = render(<RichTextView doc={doc} context={{ 'property.lrNumber': 'LR 209/1234' }} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Title' })).toBeInTheDocument();
    expect(container.querySelector('p')).toHaveTextContent('Plot LR 209/1234 of');
    const unresolved = screen.getByText('{{property.registeredOwner}}');
    expect(unresolved.tagName).toBe('MARK');
    expect(unresolved).toHaveTextContent('{{property.registeredOwner}} (unresolved placeholder)');
    expect(unresolved.closest('strong')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>').closest('em')).not.toBeNull();
    expect(container.querySelector('br')).not.toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
  });
});

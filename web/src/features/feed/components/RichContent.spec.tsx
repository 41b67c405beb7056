import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { RichContent } from './RichContent';

describe('RichContent', () => {
  it('shows markup as text and drops unsafe link targets, even in a document that skipped the server', () => {
    const { container } = renderWithProviders(
      <RichContent
        doc={{
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: '<img src=x onerror=alert(1)>' },
                {
                  type: 'text',
                  text: 'bad',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                },
                {
                  type: 'text',
                  text: 'good',
                  marks: [{ type: 'link', attrs: { href: 'https://example.com/' } }],
                },
                { type: 'jerseyPill', attrs: { number: '23', added: true } },
                { type: 'playLink', attrs: { playId: 'p1', teamId: 't1', name: 'Horns' } },
              ],
            },
          ],
        }}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.getByRole('link', { name: 'good' })).toHaveAttribute('href', 'https://example.com/');
    expect(screen.getByText('#23')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Horns/ })).toHaveAttribute('href', '/playbook/team?p=p1&t=t1');
  });
});

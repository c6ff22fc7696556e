import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('is hidden for one page', () => {
    const { container } = render(<Pagination lang="en" page={1} totalPages={1} onPage={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('links first, last and ±2 pages around the current one, crawlable', () => {
    render(<Pagination lang="en" page={6} totalPages={12} hrefFor={(p) => `/category/c1/page/${p}`} />);
    const labels = screen.getAllByRole('link').map((a) => a.textContent);
    expect(labels).toEqual(['‹', '1', '4', '5', '6', '7', '8', '12', '›']);
    expect(screen.getByRole('link', { name: 'Page 6' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/category/c1/page/7');
  });

  it('calls back with the page when there are no links', () => {
    const onPage = vi.fn();
    render(<Pagination lang="en" page={1} totalPages={3} onPage={onPage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('button', { name: 'Previous page' })).toBeNull();
  });
});

import type { MouseEvent, ReactNode } from 'react';
import { compactPages } from '@sawa/shared/domain';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Artworks pages". */
  label?: string;
  /**
   * The address of a page: given, each page is a link (it works without JavaScript, from a server-rendered page;
   * a click still calls onChange); otherwise a button.
   */
  hrefFor?: (page: number) => string;
}

/** Prev, compact page numbers (SPEC §9) and Next. Hidden when there is one page. */
export function Pagination({ page, totalPages, onChange, label = 'Pages', hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  const control = (target: number, className: string, children: ReactNode, extra: { disabled?: boolean; current?: boolean; name?: string } = {}) => {
    const common = { className, 'aria-current': extra.current ? ('page' as const) : undefined, 'aria-label': extra.name };
    if (!hrefFor) {
      return (
        <button type="button" {...common} disabled={extra.disabled} onClick={() => !extra.current && onChange(target)}>
          {children}
        </button>
      );
    }
    if (extra.disabled) {
      return (
        <span {...common} aria-disabled="true">
          {children}
        </span>
      );
    }
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return; // a new tab or window: the browser's
      event.preventDefault();
      if (!extra.current) onChange(target);
    };
    return (
      <a {...common} href={hrefFor(target)} onClick={follow}>
        {children}
      </a>
    );
  };
  return (
    <nav className="pagination" aria-label={label}>
      {control(page - 1, 'pagination__step', 'Prev', { disabled: page <= 1 })}
      <ul>
        {compactPages(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={item}>{control(item, 'pagination__page', item, { current: item === page, name: `Page ${item}` })}</li>
          ),
        )}
      </ul>
      {control(page + 1, 'pagination__step', 'Next', { disabled: page >= totalPages })}
    </nav>
  );
}

import type { ReactNode } from 'react';
import { Landscape } from './Landscape';

/** The band at the top of an inner page: eyebrow, title, a line of intro, over the Virunga skyline. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-hero">
      <Landscape className="page-hero__art" />
      <div className="container page-hero__text">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {children && <div className="page-hero__intro">{children}</div>}
      </div>
    </header>
  );
}

import { useEffect } from 'react';
import { STUDIO } from '@sawa/shared/domain';

/** Back-office pages: a title, and kept out of search engines. */
export function useAdminTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${STUDIO.name} admin`;
    let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.appendChild(robots);
    }
    robots.content = 'noindex';
  }, [title]);
}

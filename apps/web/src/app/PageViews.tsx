import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { matchSiteRoute } from '@sawa/shared/domain';
import { RecordPageViewDocument } from '../gql/graphql';

/**
 * First-party analytics: one page view on load and one per route change, with the path and
 * (on the first page only) the referring site. No cookie is set; the server stores no address.
 */
export function PageViews() {
  const { pathname } = useLocation();
  const [record] = useMutation(RecordPageViewDocument);
  const first = useRef(true);
  useEffect(() => {
    if (matchSiteRoute(pathname).route.kind === 'back-office') return; // the back office is not counted
    const referrer = first.current ? document.referrer || null : null;
    first.current = false;
    record({ variables: { path: pathname, referrer } }).catch(() => undefined); // analytics never disturbs the visit
  }, [pathname, record]);
  return null;
}

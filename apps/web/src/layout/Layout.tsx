import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DemoNotice } from './DemoNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

/**
 * The page and the footer are each a Suspense boundary (nothing in them suspends: the fallbacks never show). A server-rendered
 * boundary is hydrated after the rest, in slices that leave the browser free to paint and answer between them, so the
 * skip link, the notice and the header answer first; a tap on a part not yet hydrated hydrates that part at once and is
 * then handled (React's selective hydration). One hydration in a single task blocked a phone's main thread for hundreds of
 * milliseconds (Lighthouse's Total Blocking Time).
 */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <DemoNotice />
      <Header />
      <div id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}

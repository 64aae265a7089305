import { Outlet } from 'react-router';
import { DemoNotice } from './DemoNotice';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <DemoNotice />
      <Header />
      <div id="main" tabIndex={-1}>
        <Outlet />
      </div>
      <Footer />
    </>
  );
}

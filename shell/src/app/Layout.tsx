import { GlobalStyles } from '@lux/shared';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, useLocation } from 'react-router';
import { EnquiryModalHost } from '../enquiry-modal/EnquiryModalHost';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { routeChanged } from '../header/headerSlice';
import { SkipLink } from '../header/SkipLink';

/** What every page shares: fixed header, the routed page, footer, and the 'Plan Your Trip' modal. */
export function Layout() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();

  // A new route starts at the top; the first page keeps wherever the visitor scrolled while it hydrated.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
    dispatch(routeChanged(pathname));
  }, [pathname, dispatch]);

  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <Header />
      <main id="main">
        <Outlet />
      </main>
      <Footer />
      <EnquiryModalHost />
    </>
  );
}

import { Outlet } from 'react-router';
import { css } from 'styled-system/css';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { TopBar } from './top-bar';

const PAGE = css({ display: 'flex', flexDirection: 'column', minH: '100vh' });
const MAIN = css({ display: 'flex', flexDirection: 'column', flex: '1' });

/** Shared layout of the public pages: sticky top bar, page content, footer. */
export function RootLayout() {
  return (
    <div className={PAGE}>
      <NavigationProgress />
      <TopBar />
      <main className={MAIN}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

import { Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { RenderWhenNear } from '../../components/ui/render-when-near';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { TopBar } from './top-bar';

/** Shared layout of the public pages: sticky top bar, page content, footer. */
export function RootLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <NavigationProgress />
      <TopBar />
      <Flex as="main" direction="column" flex="1">
        <Outlet />
      </Flex>
      {/* Below the fold on most pages: rendered when the visitor scrolls near it. The placeholder is a
          little shorter than the footer, so rendering only ever lengthens the page: a page scrolled to
          its end never moves under the visitor's pointer. */}
      <RenderWhenNear minH={{ base: '420px', md: '240px' }} margin="200px">
        <Footer />
      </RenderWhenNear>
    </Flex>
  );
}

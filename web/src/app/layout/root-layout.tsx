import { Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { RenderWhenNear } from '../../components/ui/render-when-near';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** Shared layout of the public pages: sticky top bar, page content, footer. */
export function RootLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <TopBar />
      <Flex as="main" direction="column" flex="1">
        <Outlet />
      </Flex>
      {/* Below the fold on most pages: rendered when the visitor scrolls near it. */}
      <RenderWhenNear minH={{ base: '560px', md: '320px' }} margin="200px">
        <Footer />
      </RenderWhenNear>
    </Flex>
  );
}

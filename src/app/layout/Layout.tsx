import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { appBarHeight } from '../../../theme/tokens';
import { useContent } from '../../components/i18n/useContent';
import { Header } from './Header';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';
import { mainContentId } from './SkipLink';

export function Layout() {
  const { loadingPage } = useContent().ui.uiStrings;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Header />
      <Box
        component="main"
        id={mainContentId}
        tabIndex={-1}
        sx={{ flexGrow: 1, pt: { xs: `${appBarHeight.xs}px`, md: `${appBarHeight.md}px` }, outline: 'none' }}
      >
        <Suspense
          fallback={
            <LinearProgress
              aria-label={loadingPage}
              sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }}
            />
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}

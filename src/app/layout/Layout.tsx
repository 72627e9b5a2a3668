import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { appBarHeight } from '../../../theme/tokens';
import { useContent } from '../../components/i18n/useContent';
import { absoluteUrl } from '../../content/site';
import { localizedPath } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/LocaleContext';
import { rssFeedPath } from '../../lib/rss';
import { Header } from './Header';
import { Footer } from './Footer';
import { mainContentId } from './SkipLink';

export function Layout() {
  const content = useContent();
  const { loadingPage } = content.ui.uiStrings;
  const locale = useLocale();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* The blog feed of the page's language, for feed readers; React puts it into <head>. */}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={content.blog.blogIndexMeta.title}
        href={absoluteUrl(localizedPath(rssFeedPath, locale))}
      />
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

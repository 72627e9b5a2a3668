import { Route, Routes } from 'react-router-dom';
import { publishedLocales } from '../content/localized';
import { LocaleContext } from '../lib/i18n/LocaleContext';
import { Layout } from './layout/Layout';
import { routePath, routes } from './routes';

export function AppRoutes() {
  return (
    <Routes>
      {publishedLocales.map((locale) => (
        <Route
          key={locale}
          element={
            <LocaleContext value={locale}>
              <Layout />
            </LocaleContext>
          }
        >
          {routes.map((route) => (
            <Route key={route.path} path={routePath(route, locale)} element={route.element} />
          ))}
        </Route>
      ))}
    </Routes>
  );
}

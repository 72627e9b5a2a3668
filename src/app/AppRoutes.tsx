import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';
import { routes } from './routes';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
    </Routes>
  );
}

import { findRoute, ROUTES } from '@/lib/access/routes';
import { isReadOnTheWay } from './read-on-the-way';

/** Every route's own path (a sample value for each parameter) and a few near misses. */
const paths = [
  ...ROUTES.map((route) => route.path.replace(/:(\w+)\?/g, '$1').replace(/:(\w+)/g, 'x')),
  '/rechtliches/impressum',
  '/rechtliches',
  '/agb/x',
  '/agbx',
  '/login',
];

test.each(paths)('%s has the legal pages’ header exactly when the route table names it legal or terms', (path) => {
  expect(isReadOnTheWay(path)).toBe(['legal', 'terms'].includes(findRoute(path).name));
});

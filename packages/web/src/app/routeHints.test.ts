import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageModules, ROUTES_FILE } from '../../routeHints.plugin';
import { HomePage, routes } from './routes';

describe('route hints (routeHints.plugin.ts)', () => {
  it('finds the page module of every route but the home page, in the same order', () => {
    const found = pageModules(readFileSync(ROUTES_FILE, 'utf8'));
    expect(found.map((route) => route.path)).toEqual(
      routes.filter((route) => route.page !== HomePage).map((route) => route.path),
    );
    for (const { module } of found) {
      expect(module).toMatch(/\/src\/(?:features\/\w+\/pages|components)\/\w+\.tsx$/);
      expect(() => readFileSync(module)).not.toThrow();
    }
  });
});

/** The page addresses the server learns from the build are exactly the app's routes. */
import { describe, expect, it } from 'vitest';
import { pagePaths } from './pagePaths';
import { routes } from './routes';

describe('the page paths written for the server', () => {
  it('name every route of the app once, and nothing else', () => {
    const listed = [
      pagePaths.home,
      pagePaths.category,
      pagePaths.product,
      ...pagePaths.indexable,
      ...pagePaths.private,
    ];
    expect([...listed].sort()).toEqual(routes.map((route) => route.path).sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('has the product slug last among the routes, as the server matches it after every other page', () => {
    expect(routes.at(-1)?.path).toBe(pagePaths.product);
  });
});

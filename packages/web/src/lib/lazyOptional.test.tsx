import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOptional } from './lazyOptional';

describe('lazyOptional', () => {
  it('renders the part once its code has loaded', async () => {
    const Part = lazyOptional(() => Promise.resolve(({ name }: { name: string }) => <p>{name}</p>));
    render(
      <Suspense fallback={null}>
        <Part name="the part" />
      </Suspense>,
    );
    expect(await screen.findByText('the part')).toBeInTheDocument();
  });

  it('renders nothing, and keeps the app around it, when its code cannot load (a chunk gone with a deploy)', async () => {
    const Part = lazyOptional<object>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Gone.js')),
    );
    render(
      <main>
        <h1>The page</h1>
        <Suspense fallback={<p>loading</p>}>
          <Part />
        </Suspense>
      </main>,
    );
    await screen.findByRole('heading', { name: 'The page' });
    await expect.poll(() => screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('The page');
  });

  it('says its part is unavailable, and tries again when next mounted (back online, the next tap opens it)', async () => {
    const onUnavailable = vi.fn();
    let online = false;
    const Part = lazyOptional<object>(
      () =>
        online
          ? Promise.resolve(() => <p>the drawer</p>)
          : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      onUnavailable,
    );
    const view = render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    await expect.poll(() => onUnavailable.mock.calls.length).toBe(1);
    expect(screen.queryByText('the drawer')).toBeNull();
    view.unmount();

    online = true;
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('the drawer')).toBeInTheDocument();
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });
});

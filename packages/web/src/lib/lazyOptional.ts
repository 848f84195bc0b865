import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const Nothing: ComponentType<object> = () => null;

/**
 * A part loaded on demand that the page can do without (the footer, the drawer, a dialog): when its code
 * cannot load (offline, a deploy in between), it renders nothing instead of failing the app around it.
 */
export function lazyOptional<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing as ComponentType<P> }),
    ),
  );
}

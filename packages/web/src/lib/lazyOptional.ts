import { createElement, lazy, useState, type ComponentType } from 'react';

const Nothing: ComponentType<object> = () => null;

/**
 * A part loaded on demand that the page can do without (the footer, the drawer, a dialog): when its code
 * cannot load (offline, a deploy in between), it renders nothing instead of failing the app around it, and
 * `onUnavailable` runs (a dialog or drawer closes, so the state does not claim it is open). A failed load is
 * tried again the next time the part mounts: back online, the next tap opens it.
 */
export function lazyOptional<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onUnavailable?: () => void,
): ComponentType<P> {
  let failed = false;
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        () => {
          failed = true;
          onUnavailable?.();
          return { default: Nothing as ComponentType<P> };
        },
      ),
    );
  let part = attempt();
  return function OptionalPart(props: P) {
    // Decided when mounted: React.lazy keeps its first result, so a new attempt needs a new lazy part.
    const [Part] = useState(() => {
      if (failed) {
        failed = false;
        part = attempt();
      }
      return part;
    });
    return createElement(Part, props);
  };
}

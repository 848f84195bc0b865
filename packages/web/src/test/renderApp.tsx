/** Renders the whole app at a path, as main.tsx does, with every store back at its initial state. */
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { App } from '../app/App';
import { resetAllState } from '../app/resetAllState';

export function renderApp(path = '/') {
  resetAllState();
  history.replaceState(null, '', path);
  return render(
    <Router>
      <App />
    </Router>,
  );
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Bootstrap's grid, tables, form fields and progress bars with the portal's look for them (screens.scss,
 * screens.css): fetched with the first screen that draws them, so the dashboard's first screen does not carry them.
 * Loading it again is free (the chunk is fetched once).
 */
export function loadScreenStyles(): Promise<unknown> {
  return import(/* webpackChunkName: "screen-styles" */ './screen-styles');
}

/** React.lazy for a screen drawn with those styles: shown once both its component and the styles are in. */
export function lazyWithScreenStyles<TProps extends object>(load: () => Promise<ComponentType<TProps>>): LazyExoticComponent<ComponentType<TProps>> {
  return lazy(() => Promise.all([load(), loadScreenStyles()]).then(([component]) => ({ default: component })));
}

/**
 * Bootstrap's grid, tables, form fields and progress bars with the portal's look for them (screens.scss,
 * screens.css): fetched with the first screen that draws them, so the dashboard's first screen does not carry them.
 * Loading it again is free (the chunk is fetched once).
 */
export function loadScreenStyles(): Promise<unknown> {
  return import(/* webpackChunkName: "screen-styles" */ './screen-styles');
}

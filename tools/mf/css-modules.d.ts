// Rspack builds *.module.css with `namedExports: false`, so a CSS Module is one default object of class names.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

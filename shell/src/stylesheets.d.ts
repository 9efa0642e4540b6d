// TypeScript 6 checks side-effect imports: the shell's global stylesheets, which Rspack bundles. Not '*.css', which
// would tie with '*.module.css' (tools/mf/css-modules.d.ts) and TypeScript would take whichever it read first.
declare module '*.scss';
declare module '*/theme.css';
declare module '*/global.css';
declare module '*/screens.css';

// import.meta.webpackContext, which the remotes' standalone entries use to load their registered pages.
/// <reference types="webpack/module" />

declare module '*.woff2' {
  const url: string;
  export default url;
}

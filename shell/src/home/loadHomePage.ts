import type { ComponentType } from 'react';

/** Home's route: the shell's own page. */
export const HOME_PATH = '/';

let homePage: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

/**
 * Home's code, a chunk of its own: the other pages never load it. On `/` it is asked for with the
 * shell's other files (index.ts) and is there before hydration (startApp.tsx). A failed load is
 * forgotten, so the next visit to home asks again.
 */
export function loadHomePage(): Promise<ComponentType> {
  loading ??= import(/* webpackChunkName: "home" */ './HomePage').then(
    (module) => (homePage = module.HomePage),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Home's component once its code is here: rendered at once, as the server rendered it. */
export const loadedHomePage = () => homePage;

import { nextTask } from './nextTask';

// The app starts in steps, one task each, so the browser can answer a tap between them: run in one
// task, the libraries' modules and the app's held the main thread for 50-60 ms on a laptop, four times
// that on a mid-range phone. `eager`: their code came with this module's files, so no step waits on
// the network.
const steps = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@emotion/react'),
  () => import(/* webpackMode: "eager" */ '@emotion/styled'),
  () => import(/* webpackMode: "eager" */ '@reduxjs/toolkit'),
  () => import(/* webpackMode: "eager" */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackMode: "eager" */ 'react-router'),
  () => import(/* webpackMode: "eager" */ '@lux/shared'),
];

export async function startInSteps() {
  for (const step of steps) {
    await step();
    await nextTask();
  }
  const { startApp } = await import(/* webpackMode: "eager" */ './startApp');
  await startApp();
}

import { useSyncExternalStore } from 'react';

/** The Network Information API's part used here; only Chromium browsers have it. */
interface NetworkInformation extends EventTarget {
  saveData?: boolean;
}

const connection = () =>
  typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection;

function subscribe(onChange: () => void) {
  const current = connection();
  current?.addEventListener('change', onChange);
  return () => current?.removeEventListener('change', onChange);
}

const readSaveData = () => connection()?.saveData === true;

/** Whether the visitor's browser asks to save data (Data Saver, the `Save-Data` header's setting). */
export function useSavesData(): boolean {
  return useSyncExternalStore(subscribe, readSaveData, () => false);
}

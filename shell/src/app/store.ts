import type { Middleware } from '@reduxjs/toolkit';
import { createLuxStore } from '@lux/shared';
import type { LuxStore } from '@lux/shared';
import { enquiryModalSlice } from '../enquiry-modal/enquiryModalSlice';
import type { EnquiryModalState } from '../enquiry-modal/enquiryModalSlice';
import { headerSlice } from '../header/headerSlice';
import type { HeaderState } from '../header/headerSlice';

export type ShellState = ReturnType<LuxStore['getState']> & {
  enquiryModal: EnquiryModalState;
  header: HeaderState;
};

/**
 * The composed site's one store: the shared api plus the shell's own slices. createLuxStore combines
 * the slices it is given but types only the api's state, so the shell states its own.
 */
export function createShellStore(middleware: Middleware[] = []) {
  const store = createLuxStore([enquiryModalSlice, headerSlice], middleware);
  return store as Omit<typeof store, 'getState'> & { getState: () => ShellState };
}

import { createSlice } from '@reduxjs/toolkit';
import { enquiryModalClosed, enquiryModalOpened } from '@lux/shared';
import type { EnquiryDestination } from '@lux/shared';

/** The 'Plan Your Trip' modal: closed, showing the form, or saying thank you once the enquiry is sent. */
export type EnquiryModalStatus = 'closed' | 'open' | 'thankYou';

export interface EnquiryModalState {
  status: EnquiryModalStatus;
  /** The destination of the page it was opened from, for its form to preselect; none while closed. */
  destination: EnquiryDestination;
}

const initialState: EnquiryModalState = { status: 'closed', destination: [] };

export const enquiryModalSlice = createSlice({
  name: 'enquiryModal',
  initialState,
  reducers: {
    /** The modal's form stored its enquiry. */
    enquirySent(state) {
      if (state.status === 'open') state.status = 'thankYou';
    },
  },
  // Opened and closed by intents any remote can dispatch (a Start Planning button, say).
  extraReducers: (builder) => {
    builder
      .addCase(enquiryModalOpened, (state, action) => {
        state.status = 'open';
        state.destination = action.payload.destination;
      })
      .addCase(enquiryModalClosed, () => initialState);
  },
  selectors: {
    selectEnquiryModalStatus: (state) => state.status,
    selectEnquiryModalDestination: (state) => state.destination,
  },
});

export const { enquirySent } = enquiryModalSlice.actions;
export const { selectEnquiryModalStatus, selectEnquiryModalDestination } = enquiryModalSlice.selectors;

import { createSlice } from '@reduxjs/toolkit';
import { enquiryModalClosed, enquiryModalOpened } from '@lux/shared';

/** The 'Plan Your Trip' modal: closed, showing the form, or saying thank you once the enquiry is sent. */
export type EnquiryModalStatus = 'closed' | 'open' | 'thankYou';

export interface EnquiryModalState {
  status: EnquiryModalStatus;
}

const initialState: EnquiryModalState = { status: 'closed' };

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
      .addCase(enquiryModalOpened, (state) => {
        state.status = 'open';
      })
      .addCase(enquiryModalClosed, (state) => {
        state.status = 'closed';
      });
  },
  selectors: {
    selectEnquiryModalStatus: (state) => state.status,
  },
});

export const { enquirySent } = enquiryModalSlice.actions;
export const { selectEnquiryModalStatus } = enquiryModalSlice.selectors;

import { createSlice } from '@reduxjs/toolkit';
import { enquiryModalOpened, heroUnderHeaderChanged } from '@lux/store';
import type { EnquiryDestination } from '@lux/store';
import { createLuxStore } from '@lux/store';

/** Stands in for the shell, which acts on the cross-remote intents: keeps what pages asked of it. */
const intentRecorder = createSlice({
  name: 'intents',
  initialState: { enquiryModalOpenings: [] as EnquiryDestination[], heroUnderHeader: false },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(enquiryModalOpened, (state, action) => {
        state.enquiryModalOpenings.push(action.payload.destination);
      })
      .addCase(heroUnderHeaderChanged, (state, action) => {
        state.heroUnderHeader = action.payload;
      }),
  selectors: {
    selectEnquiryModalOpenings: (state) => state.enquiryModalOpenings,
    selectHeroUnderHeader: (state) => state.heroUnderHeader,
  },
});

const { selectEnquiryModalOpenings, selectHeroUnderHeader } = intentRecorder.selectors;

/**
 * A fresh store that also tells each time a page asked for the 'Plan Your Trip' modal (the destination it
 * asked with, one per opening), and whether it says its hero is under the header now.
 */
export function createIntentRecordingStore() {
  const store = createLuxStore([intentRecorder]);
  const state = () => store.getState() as unknown as Parameters<typeof selectHeroUnderHeader>[0];
  return {
    store,
    enquiryModalOpenings: () => selectEnquiryModalOpenings(state()),
    heroUnderHeader: () => selectHeroUnderHeader(state()),
  };
}

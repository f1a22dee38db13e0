import { createSlice } from '@reduxjs/toolkit';
import { enquiryModalOpened, heroUnderHeaderChanged } from '../intents';
import { createLuxStore } from '../store/createLuxStore';

/** Stands in for the shell, which acts on the cross-remote intents: keeps what pages asked of it. */
const intentRecorder = createSlice({
  name: 'intents',
  initialState: { timesEnquiryModalOpened: 0, heroUnderHeader: false },
  reducers: {},
  extraReducers: (builder) =>
    builder
      .addCase(enquiryModalOpened, (state) => {
        state.timesEnquiryModalOpened += 1;
      })
      .addCase(heroUnderHeaderChanged, (state, action) => {
        state.heroUnderHeader = action.payload;
      }),
  selectors: {
    selectTimesEnquiryModalOpened: (state) => state.timesEnquiryModalOpened,
    selectHeroUnderHeader: (state) => state.heroUnderHeader,
  },
});

const { selectTimesEnquiryModalOpened, selectHeroUnderHeader } = intentRecorder.selectors;

/**
 * A fresh store that also tells how often a page asked for the 'Plan Your Trip' modal, and whether it
 * says its hero is under the header now.
 */
export function createIntentRecordingStore() {
  const store = createLuxStore([intentRecorder]);
  const state = () => store.getState() as unknown as Parameters<typeof selectHeroUnderHeader>[0];
  return {
    store,
    timesEnquiryModalOpened: () => selectTimesEnquiryModalOpened(state()),
    heroUnderHeader: () => selectHeroUnderHeader(state()),
  };
}

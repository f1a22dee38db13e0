import { createSlice } from '@reduxjs/toolkit';
import { heroUnderHeaderChanged } from '@lux/shared';

export interface HeaderState {
  /** A page's full-screen hero is under the header (see useHeroUnderHeader in @lux/shared). */
  heroUnderHeader: boolean;
}

const initialState: HeaderState = { heroUnderHeader: false };

export const headerSlice = createSlice({
  name: 'header',
  initialState,
  reducers: {},
  // Set by whichever page is showing, the shell's home or a remote's.
  extraReducers: (builder) => {
    builder.addCase(heroUnderHeaderChanged, (state, action) => {
      state.heroUnderHeader = action.payload;
    });
  },
  selectors: {
    selectHeroUnderHeader: (state) => state.heroUnderHeader,
  },
});

export const { selectHeroUnderHeader } = headerSlice.selectors;

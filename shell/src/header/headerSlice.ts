import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { enquiryModalOpened, heroUnderHeaderChanged } from '@lux/shared';

/** The header's overlays (SPEC 4); `mobile` is the slide-in menu below the desktop breakpoint. */
export type Overlay = 'search' | 'destinations' | 'experiences' | 'mice' | 'inspiration' | 'mobile';

export interface HeaderState {
  /** A page's full-screen hero is under the header (see useHeroUnderHeader in @lux/shared). */
  heroUnderHeader: boolean;
  /** The one overlay open, if any. */
  overlay: Overlay | 'none';
}

/** The visitor went to another page (Layout dispatches it); whatever was open over the old one closes. */
export const routeChanged = createAction<string>('app/routeChanged');

const initialState: HeaderState = { heroUnderHeader: false, overlay: 'none' };

export const headerSlice = createSlice({
  name: 'header',
  initialState,
  reducers: {
    /** A trigger was pressed: its overlay opens in place of any other, or closes if it was open. */
    overlayToggled(state, action: PayloadAction<Overlay>) {
      state.overlay = state.overlay === action.payload ? 'none' : action.payload;
    },
    overlayClosed(state) {
      state.overlay = 'none';
    },
  },
  extraReducers: (builder) => {
    // Set by whichever page is showing, the shell's home or a remote's.
    builder.addCase(heroUnderHeaderChanged, (state, action) => {
      state.heroUnderHeader = action.payload;
    });
    builder.addCase(routeChanged, (state) => {
      state.overlay = 'none';
    });
    // The Plan Your Trip modal takes the screen: a menu left open under it would hold the scroll lock.
    builder.addCase(enquiryModalOpened, (state) => {
      state.overlay = 'none';
    });
  },
  selectors: {
    selectHeroUnderHeader: (state) => state.heroUnderHeader,
    selectOpenOverlay: (state) => state.overlay,
  },
});

export const { overlayToggled, overlayClosed } = headerSlice.actions;
export const { selectHeroUnderHeader, selectOpenOverlay } = headerSlice.selectors;

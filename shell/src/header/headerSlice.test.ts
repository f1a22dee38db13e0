import { enquiryModalOpened, heroUnderHeaderChanged } from '@lux/shared';
import type { UnknownAction } from '@reduxjs/toolkit';
import { headerSlice, overlayClosed, overlayToggled, routeChanged } from './headerSlice';

const { reducer } = headerSlice;
const overlayAfter = (...actions: UnknownAction[]) =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' })).overlay;

describe('the header overlay', () => {
  it('starts with none open', () => {
    expect(overlayAfter()).toBe('none');
  });

  it('opens the overlay whose trigger was pressed, one at a time', () => {
    expect(overlayAfter(overlayToggled('destinations'))).toBe('destinations');
    expect(overlayAfter(overlayToggled('destinations'), overlayToggled('search'))).toBe('search');
    expect(overlayAfter(overlayToggled('mice'), overlayToggled('mobile'))).toBe('mobile');
  });

  it('closes when the same trigger is pressed again', () => {
    expect(overlayAfter(overlayToggled('experiences'), overlayToggled('experiences'))).toBe('none');
    expect(
      overlayAfter(
        overlayToggled('experiences'),
        overlayToggled('inspiration'),
        overlayToggled('inspiration'),
      ),
    ).toBe('none');
  });

  it('closes on Escape or a click outside (overlayClosed), on a route change and when the enquiry modal opens', () => {
    expect(overlayAfter(overlayToggled('search'), overlayClosed())).toBe('none');
    expect(overlayAfter(overlayToggled('destinations'), routeChanged('/countries/india'))).toBe('none');
    expect(overlayAfter(overlayToggled('mobile'), enquiryModalOpened())).toBe('none');
  });

  it('keeps its overlay while the page under it changes its hero', () => {
    expect(overlayAfter(overlayToggled('mice'), heroUnderHeaderChanged(true))).toBe('mice');
  });
});

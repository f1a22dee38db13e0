import { enquiryModalClosed, enquiryModalOpened } from '@lux/shared';
import type { UnknownAction } from '@reduxjs/toolkit';
import { enquiryModalSlice, enquirySent } from './enquiryModalSlice';
import type { EnquiryModalState } from './enquiryModalSlice';

const { reducer } = enquiryModalSlice;
const stateAfter = (...actions: UnknownAction[]): EnquiryModalState =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' }));
const after = (...actions: UnknownAction[]) => stateAfter(...actions).status;

describe('enquiryModalSlice', () => {
  it('starts closed', () => {
    expect(after()).toBe('closed');
  });

  it('opens on the shared intent and closes on its counterpart', () => {
    expect(after(enquiryModalOpened())).toBe('open');
    expect(after(enquiryModalOpened(), enquiryModalClosed())).toBe('closed');
  });

  it('says thank you once the open form has sent its enquiry, then closes', () => {
    expect(after(enquiryModalOpened(), enquirySent())).toBe('thankYou');
    expect(after(enquiryModalOpened(), enquirySent(), enquiryModalClosed())).toBe('closed');
  });

  it('ignores a sent enquiry while closed', () => {
    expect(after(enquirySent())).toBe('closed');
  });

  it('keeps the destination of the page it was opened from until it closes', () => {
    const package_ = ['Palaces of Rajasthan and the Taj Mahal', 'India'];
    expect(stateAfter(enquiryModalOpened(package_)).destination).toEqual(package_);
    expect(stateAfter(enquiryModalOpened(package_), enquirySent()).destination).toEqual(package_);
    expect(stateAfter(enquiryModalOpened(package_), enquiryModalClosed()).destination).toEqual([]);
    expect(stateAfter(enquiryModalOpened()).destination).toEqual([]);
  });

  it('takes the next page’s destination when opened again', () => {
    expect(
      stateAfter(enquiryModalOpened(['India']), enquiryModalClosed(), enquiryModalOpened(['Japan']))
        .destination,
    ).toEqual(['Japan']);
  });
});

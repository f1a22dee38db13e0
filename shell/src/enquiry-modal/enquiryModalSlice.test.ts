import { enquiryModalClosed, enquiryModalOpened } from '@lux/shared';
import type { UnknownAction } from '@reduxjs/toolkit';
import { enquiryModalSlice, enquirySent } from './enquiryModalSlice';
import type { EnquiryModalStatus } from './enquiryModalSlice';

const { reducer } = enquiryModalSlice;
const after = (...actions: UnknownAction[]): EnquiryModalStatus =>
  actions.reduce(reducer, reducer(undefined, { type: '@@init' })).status;

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
});

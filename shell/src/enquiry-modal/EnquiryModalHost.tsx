import styled from '@emotion/styled';
import { Button, ContactDetails, Dialog, ThankYouDialog, colors, enquiryModalClosed } from '@lux/shared';
import type { EnquiryDestination } from '@lux/shared';
import { useLayoutEffect, useRef } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { RemoteMount } from '../federation/RemoteMount';
import { enquirySent, selectEnquiryModalDestination, selectEnquiryModalStatus } from './enquiryModalSlice';
import type { EnquiryModalState, EnquiryModalStatus } from './enquiryModalSlice';

/** The props of `mfe_enquiry/EnquiryModalForm`. */
interface EnquiryModalFormProps {
  onSubmitted: () => void;
  destination: EnquiryDestination;
}

/**
 * The 'Plan Your Trip' modal of every page: the enquiry remote's form in a dialog, then the Thank You
 * dialog once it is sent. Closing unmounts the form, so it starts empty the next time.
 */
export function EnquiryModalHost() {
  const status = useSelector(selectEnquiryModalStatus);
  const destination = useSelector(selectEnquiryModalDestination);
  const store = useStore<{ enquiryModal: EnquiryModalState }>();
  const dispatch = useDispatch();

  // The modal is opened by an intent from anywhere, so the opener is whatever had focus just before.
  // It gets focus back when the visitor is done, whether they leave the form or the thank-you.
  const opener = useRef<HTMLElement | null>(null);
  const previous = useRef<EnquiryModalStatus>('closed');
  useLayoutEffect(() => {
    if (previous.current === 'closed' && status !== 'closed') {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    previous.current = status;
  }, [status]);

  const returnFocus = (event: Event) => {
    event.preventDefault();
    // Going from the form to the thank-you, focus stays with the dialogs.
    if (selectEnquiryModalStatus(store.getState()) !== 'closed') return;
    if (opener.current?.isConnected) opener.current.focus();
  };

  const close = (open: boolean) => {
    if (!open) dispatch(enquiryModalClosed());
  };

  return (
    <>
      <Dialog
        open={status === 'open'}
        onOpenChange={close}
        onCloseAutoFocus={returnFocus}
        title="Plan Your Trip"
        description="Share a few details and a travel expert will help you shape your journey."
      >
        <RemoteMount<EnquiryModalFormProps>
          remote="mfe_enquiry"
          module="EnquiryModalForm"
          props={{ onSubmitted: () => dispatch(enquirySent()), destination }}
          pending={<Loading role="status">Loading...</Loading>}
          fallback={(retry) => <FormUnavailable onRetry={retry} />}
        />
      </Dialog>
      <ThankYouDialog open={status === 'thankYou'} onOpenChange={close} onCloseAutoFocus={returnFocus} />
    </>
  );
}

/** If the enquiry remote cannot load, the visitor can still reach a travel expert. */
function FormUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Unavailable role="alert">
      <p>Our enquiry form could not be loaded just now.</p>
      <p>Please try again in a moment, or speak to a travel expert directly:</p>
      <ContactDetails />
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Unavailable>
  );
}

const Loading = styled.p`
  min-height: 360px;
  margin: 0;
  text-align: center;
  color: ${colors.muted};
`;

const Unavailable = styled.div`
  display: grid;
  gap: 4px;
  justify-items: center;
  text-align: center;
  > p {
    color: ${colors.inkSoft};
  }
  > p:first-of-type {
    font-size: 1.1rem;
    color: ${colors.error};
  }
  > div {
    justify-items: center;
    margin-bottom: 28px;
  }
  dl div {
    justify-content: center;
  }
`;

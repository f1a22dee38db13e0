import styled from '@emotion/styled';
import { Button, Dialog, Eyebrow, ThankYouDialog, layout } from '@lux/shared';
import { useState } from 'react';
import EnquiryModalForm from '../modal-form/EnquiryModalForm';

type ModalState = 'closed' | 'open' | 'thankYou';

/**
 * For QA of the standalone remote: the modal form inside the kit's Dialog, opened by a button and
 * followed by the Thank You dialog, as the shell's modal host does in the composed site.
 */
export function ModalFormPreview() {
  const [state, setState] = useState<ModalState>('closed');
  const close = (open: boolean) => {
    if (!open) setState('closed');
  };
  return (
    <Stage>
      <Eyebrow>Modal form</Eyebrow>
      <h1>The Plan Your Trip modal</h1>
      <Button type="button" aria-haspopup="dialog" onClick={() => setState('open')}>
        Plan Your Trip
      </Button>
      <Dialog
        open={state === 'open'}
        onOpenChange={close}
        title="Plan Your Trip"
        description="Tell us a little about yourself and where you would like to go."
      >
        <EnquiryModalForm onSubmitted={() => setState('thankYou')} />
      </Dialog>
      <ThankYouDialog open={state === 'thankYou'} onOpenChange={close} />
    </Stage>
  );
}

const Stage = styled.section`
  min-height: 80vh;
  padding: calc(${layout.headerHeight}px + 64px) ${layout.gutter} 64px;
  text-align: center;
  h1 {
    font-size: clamp(2rem, 4vw, 3rem);
    font-weight: 400;
    margin-bottom: 32px;
  }
`;

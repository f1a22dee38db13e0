import styled from '@emotion/styled';
import { Button } from './buttons';
import { Dialog } from './dialog/Dialog';
import { colors } from './theme';

interface ThankYouDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** As for Dialog: prevent the default to decide yourself where focus goes when it closes. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** What a visitor sees once an enquiry is stored (SPEC 4 and 8). */
export function ThankYouDialog({ open, onOpenChange, onCloseAutoFocus }: ThankYouDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      size="message"
      eyebrow="Enquiry received"
      title="Thank You!"
      description="Your enquiry has been submitted successfully. A travel expert will be in touch shortly."
    >
      <Seal />
      <Button type="button" onClick={() => onOpenChange(false)}>
        Continue Exploring
      </Button>
    </Dialog>
  );
}

function Seal() {
  return (
    <SealMark viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="1" />
      <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeWidth="0.5" />
      <path d="M22 33l7 7 14-16" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </SealMark>
  );
}

const SealMark = styled.svg`
  display: block;
  margin: 0 auto 30px;
  color: ${colors.gold};
`;

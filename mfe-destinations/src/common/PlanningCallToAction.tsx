import { CallToAction, EnquiryModalButton } from '@lux/shared';

interface PlanningCallToActionProps {
  heading: string;
  text: string;
  image?: string;
}

/** The closing call to action of a destination page; its button opens the 'Plan Your Trip' modal. */
export function PlanningCallToAction({ heading, text, image }: PlanningCallToActionProps) {
  return (
    <CallToAction eyebrow="Start planning" heading={heading} text={text} image={image}>
      <EnquiryModalButton data-variant="light">Start Planning</EnquiryModalButton>
    </CallToAction>
  );
}

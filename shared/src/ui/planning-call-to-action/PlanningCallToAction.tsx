import { CallToAction } from '../CallToAction';
import { EnquiryModalButton } from '../EnquiryModalButton';

interface PlanningCallToActionProps {
  heading: string;
  text: string;
  /** The image behind it; the site's own by default. */
  image?: string;
}

/** The closing call to action of a page: Start Planning opens the 'Plan Your Trip' modal. */
export function PlanningCallToAction({ heading, text, image }: PlanningCallToActionProps) {
  return (
    <CallToAction eyebrow="Start planning" heading={heading} text={text} image={image}>
      <EnquiryModalButton data-variant="light">Start Planning</EnquiryModalButton>
    </CallToAction>
  );
}

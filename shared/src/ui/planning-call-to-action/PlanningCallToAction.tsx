import type { EnquiryDestination } from '@lux/store';
import { CallToAction } from '../CallToAction';
import { EnquiryModalButton } from '../EnquiryModalButton';

interface PlanningCallToActionProps {
  heading: string;
  text: string;
  /** The image behind it; the site's own by default. */
  image?: string;
  /** The page's destination, for the modal to preselect. */
  destination?: EnquiryDestination;
}

/** The closing call to action of a page: Start Planning opens the 'Plan Your Trip' modal. */
export function PlanningCallToAction({ heading, text, image, destination }: PlanningCallToActionProps) {
  return (
    <CallToAction eyebrow="Start planning" heading={heading} text={text} image={image}>
      <EnquiryModalButton data-variant="light" destination={destination}>
        Start Planning
      </EnquiryModalButton>
    </CallToAction>
  );
}

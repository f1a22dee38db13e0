import { ContactDetails, Container, Eyebrow, Hero, Section, ThankYouDialog, usePageMeta } from '@lux/shared';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Aside, Columns, Intro, Sent, Steps } from './EnquiryPage.styles';
import { FullEnquiryForm } from './FullEnquiryForm';

const description =
  'Tell us where you dream of going and a travel expert will design a private journey around you, down to the last detail.';

/**
 * /enquire and /contact: the same page, the full enquiry form beside the ways to reach us by phone. Its
 * form posted without the app comes back as ?enquiry=sent or ?enquiry=failed (the site's server sent it
 * on: shell/src/server/enquiryFormPost.ts).
 */
export default function EnquiryPage() {
  const { pathname, search } = useLocation();
  const isContact = pathname.startsWith('/contact');
  usePageMeta({ title: isContact ? 'Contact Us' : 'Enquire', description });
  const postedWithoutApp = new URLSearchParams(search).get('enquiry');
  const [sent, setSent] = useState(postedWithoutApp === 'sent');
  const [thankYouOpen, setThankYouOpen] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <Hero
        image="/media/site-about-journey.webp"
        eyebrow={isContact ? 'Contact us' : 'Enquire'}
        title="Begin Your Journey"
        subtitle="Share a few details and a travel expert will shape a private journey around the way you love to travel."
      />
      <Section>
        <Container>
          <Columns>
            <div>
              {sent ? (
                <Sent>
                  <Eyebrow>Enquiry received</Eyebrow>
                  <h2 id="enquiry-sent" ref={sentHeading} tabIndex={-1}>
                    Your journey has begun
                  </h2>
                  <p>
                    Thank you for sharing your plans with us. One of our travel experts will be in touch
                    shortly to start shaping them with you.
                  </p>
                </Sent>
              ) : (
                <>
                  <Intro>
                    <Eyebrow>Tailor-made journeys</Eyebrow>
                    <h2 id="enquiry-form-title">Tell us about your journey</h2>
                    <p>
                      The more you share, the more closely we can shape your journey. Nothing is booked until
                      you are sure it is perfect.
                    </p>
                  </Intro>
                  <FullEnquiryForm
                    labelledBy="enquiry-form-title"
                    postFailed={postedWithoutApp === 'failed'}
                    onSubmitted={() => {
                      setSent(true);
                      setThankYouOpen(true);
                    }}
                  />
                </>
              )}
            </div>
            <Aside aria-labelledby="enquiry-contact-title">
              <Eyebrow>Speak to an expert</Eyebrow>
              <h2 id="enquiry-contact-title">Prefer to talk?</h2>
              <p>Our travel experts are happy to plan with you by phone.</p>
              <ContactDetails />
              <h3>What happens next</h3>
              <Steps>
                <li>A travel expert reads your enquiry and gets in touch.</li>
                <li>Together we shape the journey around you.</li>
                <li>We refine every detail until it feels just right.</li>
              </Steps>
            </Aside>
          </Columns>
        </Container>
      </Section>
      <ThankYouDialog
        open={thankYouOpen}
        onOpenChange={setThankYouOpen}
        onCloseAutoFocus={(event) => {
          // The button that sent the form is gone; the note that replaced it takes focus instead.
          event.preventDefault();
          sentHeading.current?.focus();
        }}
      />
    </>
  );
}

import { company } from '@lux/shared';
import type { LegalDocument } from './legalContent';

const email = `<a href="mailto:${company.email}">${company.email}</a>`;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary: 'How we collect, use and protect the personal information you share with us.',
  lastUpdated: 'September 2025',
  blocks: [
    { type: 'heading', level: 2, text: 'Who we are' },
    {
      type: 'paragraph',
      html: `${company.name} (“we”, “us”, “our”) designs and arranges bespoke journeys. We are responsible for the personal information you share with us when you use this website, send us an enquiry or travel with us. This policy explains what we collect, why we collect it and the choices you have.`,
    },

    { type: 'heading', level: 2, text: 'Information we collect' },
    { type: 'heading', level: 3, text: 'Information you give us' },
    { type: 'paragraph', html: 'When you send an enquiry or book a journey, we collect:' },
    {
      type: 'list',
      items: [
        'your name, email address, telephone number and country code;',
        'the details of the journey you have in mind, such as the destination, month and year of travel, duration, number of travellers and any comments you share;',
        'how you heard about us, and whether you would like to receive our newsletter;',
        'when you book, what we need to make your arrangements: the names, dates of birth and passport details of everyone travelling, dietary and accessibility requirements, relevant medical information, travel insurance details and payment information.',
      ],
    },
    { type: 'heading', level: 3, text: 'Information collected automatically' },
    {
      type: 'paragraph',
      html: 'When you visit our website, our servers record technical information such as your IP address, browser type, the pages you visit and the time of your visit. We use it to keep the website secure, to understand how it is used and to improve it.',
    },

    { type: 'heading', level: 2, text: 'How we use your information' },
    { type: 'paragraph', html: 'We use your personal information:' },
    {
      type: 'list',
      items: [
        'to answer your enquiry and design your proposed itinerary;',
        'to make, manage and change your bookings with hotels, airlines, guides and our other partners;',
        'to look after you before and during your journey, including in an emergency;',
        'to send you our newsletter and travel inspiration, where you have asked us to;',
        'to meet our legal, tax and accounting obligations and to prevent fraud;',
        'to keep our website secure and to improve our service.',
      ],
    },

    { type: 'heading', level: 2, text: 'Our legal basis' },
    {
      type: 'paragraph',
      html: 'We use your information where it is necessary to take steps at your request before entering into a contract with you and to perform that contract; where we have a legal obligation to do so; where it is in our legitimate interests to run and improve our business, provided those interests are not outweighed by your rights; and, for marketing and for sensitive information such as health details, with your consent, which you may withdraw at any time.',
    },

    { type: 'heading', level: 2, text: 'Who we share it with' },
    {
      type: 'paragraph',
      html: 'We share your information only as far as needed to arrange and deliver your journey: with the hotels, lodges, airlines, ground handlers, guides and other partners who provide your travel services, and with the authorities where immigration, customs or security rules require it. We also rely on trusted service providers, for example for email, payments and website hosting, who act only on our instructions and must keep your information secure.',
    },
    {
      type: 'paragraph',
      html: '<strong>We never sell your personal information</strong>, and we do not share it with other companies for their own marketing.',
    },

    { type: 'heading', level: 2, text: 'International transfers' },
    {
      type: 'paragraph',
      html: 'Travel is international by nature, so we must send some of your information to partners in the countries you visit, not all of which offer the same level of data protection as your own. We transfer only what is needed to arrange your journey and, where possible, protect it with contractual safeguards.',
    },

    { type: 'heading', level: 2, text: 'How long we keep it' },
    { type: 'paragraph', html: 'We keep your information only for as long as we need it:' },
    {
      type: 'list',
      items: [
        'the details of an enquiry (your name, contact details and the journey you described) for two years from the day you send it, so that we can plan your journey and follow up with you, unless you ask us to erase them sooner;',
        'a message our website takes for automated spam for 30 days, so that we can still find a genuine enquiry caught by mistake;',
        'the one-time reference your browser sends with an enquiry, which stops it being recorded twice if your connection drops, for 24 hours;',
        'booking records for as long as the law requires for tax and accounting purposes.',
      ],
    },
    {
      type: 'paragraph',
      html: 'When we no longer need your information, we delete it or make it anonymous.',
    },

    { type: 'heading', level: 2, text: 'Keeping your information secure' },
    {
      type: 'paragraph',
      html: 'We protect your information with appropriate technical and organisational measures, including encrypted connections to this website, restricted access to personal data and the careful choice of our service providers. No transmission over the internet is ever completely secure, but we work hard to protect what you entrust to us.',
    },

    { type: 'heading', level: 2, text: 'Your rights' },
    { type: 'paragraph', html: 'Depending on where you live, you may have the right to:' },
    {
      type: 'list',
      items: [
        'ask for a copy of the personal information we hold about you;',
        'ask us to correct information that is inaccurate or incomplete;',
        'ask us to delete your information, or to restrict how we use it;',
        'object to our use of your information for direct marketing, at any time;',
        'withdraw any consent you have given us;',
        'complain to the data protection authority where you live.',
      ],
    },
    {
      type: 'paragraph',
      html: `To exercise any of these rights, email us at ${email}. If you ask for a copy of your enquiries, we send you everything we hold under your email address; if you ask us to erase them, we delete all of it. We may need to confirm your identity before we act on your request.`,
    },

    { type: 'heading', level: 2, text: 'Marketing' },
    {
      type: 'paragraph',
      html: 'We send our newsletter only to those who ask for it, for example by ticking the box on our enquiry form. Every email includes a link to unsubscribe, and you can ask us to stop at any time.',
    },

    { type: 'heading', level: 2, text: 'Cookies' },
    {
      type: 'paragraph',
      html: 'Our website uses only the cookies and similar storage it needs to work, such as remembering your choices during a visit. Should we ever introduce analytics or advertising cookies, we will ask for your consent first and update this policy.',
    },

    { type: 'heading', level: 2, text: 'Children' },
    {
      type: 'paragraph',
      html: 'Our website is not intended for children, and we do not knowingly collect information from them directly. We collect information about children travelling with their families only from a parent or guardian, and only as needed to arrange their journey.',
    },

    { type: 'heading', level: 2, text: 'Changes to this policy' },
    {
      type: 'paragraph',
      html: `We may update this policy from time to time, and the date at the top of this page shows when it last changed. This version was last updated in September 2025. Questions about it are welcome at ${email}.`,
    },
  ],
};

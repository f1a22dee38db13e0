import { company } from '@lux/shared/company';
import { countryCodeOptions } from '@lux/shared/contract';
import { colors, fonts } from '@lux/shared/theme';
import type { SendMailOptions } from 'nodemailer';
import { internationalPhone, labelOf } from '../cli/enquiry-export';
import { escapeMarkup } from '../markup';
import { monthOptions, paxOptions, sourceOptions } from '../routes/enquiry-options/choices';
import type { StoredEnquiry } from '../routes/enquiries/repository';
import { emailLayout, tableRows } from './email-layout';
import type { MessageKind } from './outbox.table';

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailSettings {
  from: MailAddress;
  /** The travel experts' addresses. */
  notifyTo: string[];
  /** Where the emails' links point: the site's public origin. */
  siteOrigin: string;
}

/** An enquiry as the emails tell it: its stored fields, and where its destination's page is. */
export interface EnquiryToTell extends Omit<StoredEnquiry, 'spam_reason'> {
  /** The destination's page on the site, e.g. `/countries/japan`. */
  destination_path: string;
}

/**
 * The same for every attempt at one message (a resend after a lost answer included), so mail clients
 * and servers that drop repeats by Message-ID drop it.
 */
export const messageId = (enquiryId: string, kind: MessageKind, from: MailAddress) =>
  `<${enquiryId}.${kind}@${from.address.split('@')[1]}>`;

const link = (href: string, text: string) => `<a href="${escapeMarkup(href)}">${escapeMarkup(text)}</a>`;
const paragraphs = (text: string) => escapeMarkup(text).replace(/\r?\n/g, '<br />');

const firstName = (enquiry: EnquiryToTell) => enquiry.full_name.split(' ')[0] ?? enquiry.full_name;
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** What the traveller asked for, label and plain text, in the order the forms ask it. */
const travelDetails = (enquiry: EnquiryToTell): [string, string][] =>
  [
    ['Destination', enquiry.destination_name],
    [
      'When',
      enquiry.travel_month
        ? `${labelOf(monthOptions, enquiry.travel_month)} ${enquiry.travel_year ?? ''}`.trim()
        : '',
    ],
    ['How long', enquiry.duration ?? ''],
    ['Travellers', labelOf(paxOptions, enquiry.pax)],
    ['Your message', enquiry.comments ?? ''],
  ].filter((row): row is [string, string] => row[1] !== '');

const plainRows = (rows: [string, string][]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

const teamLayout = emailLayout(`
        <mj-text font-size="22px" font-family="${escapeMarkup(fonts.display)}">New enquiry: {{destination}}</mj-text>
        <mj-text>{{name}} sent this at {{received}} UTC. Reply to this email to answer them.</mj-text>
        <mj-table>{{rows}}</mj-table>
        <mj-button href="{{replyHref}}">Reply to {{firstName}}</mj-button>`);

/** To the travel experts: every field, the page and the destination, with Reply-To the traveller. */
export async function teamEmail(enquiry: EnquiryToTell, settings: MailSettings): Promise<SendMailOptions> {
  const phone = internationalPhone(enquiry);
  const destinationUrl = `${settings.siteOrigin}${enquiry.destination_path}`;
  const country = countryCodeOptions.find((option) => option.value === enquiry.country_code)?.country ?? '';
  const received = enquiry.created_at.slice(0, 16).replace('T', ' ');
  const fields: [string, string, string][] = [
    ['Name', enquiry.full_name, escapeMarkup(enquiry.full_name)],
    ['Email', enquiry.email, link(`mailto:${enquiry.email}`, enquiry.email)],
    ['Phone', phone, phone && link(telHref(phone), phone)],
    ['Country', country, escapeMarkup(country)],
    [
      'Destination',
      `${enquiry.destination_name} (${destinationUrl})`,
      link(destinationUrl, enquiry.destination_name),
    ],
    [
      'When',
      enquiry.travel_month
        ? `${labelOf(monthOptions, enquiry.travel_month)} ${enquiry.travel_year ?? ''}`
        : '',
      '',
    ],
    ['How long', enquiry.duration ?? '', ''],
    ['Travellers', labelOf(paxOptions, enquiry.pax), ''],
    ['Heard of us', labelOf(sourceOptions, enquiry.source), ''],
    ['Newsletter', enquiry.newsletter_signup ? 'Yes, signed up' : 'No', ''],
    ['Message', enquiry.comments ?? '', enquiry.comments ? paragraphs(enquiry.comments) : ''],
    ['Sent from', enquiry.page_url ?? '', enquiry.page_url ? link(enquiry.page_url, enquiry.page_url) : ''],
    ['Form', enquiry.form_kind === 'full' ? 'Enquiry page' : 'Plan Your Trip (short form)', ''],
    ['Received', `${received} UTC`, ''],
    ['Enquiry id', enquiry.id, ''],
  ];
  const shown = fields.filter(([, text]) => text.trim() !== '');
  const html = await teamLayout({
    destination: escapeMarkup(enquiry.destination_name),
    name: escapeMarkup(enquiry.full_name),
    firstName: escapeMarkup(firstName(enquiry)),
    received: escapeMarkup(received),
    rows: tableRows(shown.map(([label, text, html]) => [label, html || escapeMarkup(text)])),
    replyHref: escapeMarkup(`mailto:${enquiry.email}`),
  });
  return {
    from: settings.from,
    to: settings.notifyTo,
    replyTo: { name: enquiry.full_name, address: enquiry.email },
    subject: `New enquiry: ${enquiry.destination_name} · ${enquiry.full_name}`,
    messageId: messageId(enquiry.id, 'team', settings.from),
    headers: { 'X-Enquiry-Id': enquiry.id },
    text: `New enquiry: ${enquiry.destination_name}\nReply to this email to answer ${enquiry.full_name}.\n\n${plainRows(
      shown.map(([label, text]) => [label, text]),
    )}\n`,
    html,
  };
}

const officeHours = company.officeHours.map(({ days, hours }) => `${days}: ${hours}`);

const callPromise = (enquiry: EnquiryToTell) =>
  enquiry.phone
    ? `A travel expert will call you on ${internationalPhone(enquiry)} within our office hours, usually the same working day. If you wrote at the weekend or late in the evening, expect our call on the next weekday from 9am.`
    : `A travel expert will write to you at ${enquiry.email} within our office hours, usually the same working day. If you wrote at the weekend or late in the evening, expect to hear from us on the next weekday.`;

const newsletterNote =
  'You asked for our newsletter: once a month, journeys our experts have just come back from. Every issue has a link to stop it.';

const acknowledgementContent = (newsletter: boolean) => `
        <mj-text font-size="22px" font-family="${escapeMarkup(fonts.display)}">Thank you, {{firstName}}</mj-text>
        <mj-text>We have your enquiry about {{destination}}. Here is what you asked for:</mj-text>
        <mj-table>{{rows}}</mj-table>
        <mj-text>{{callPromise}}</mj-text>
        <mj-text>Our office hours: {{officeHours}}. ${escapeMarkup(company.phoneLineNote)} To reach us sooner, call <a href="${company.phone.href}">${escapeMarkup(company.phone.display)}</a>.</mj-text>${
          newsletter
            ? `\n        <mj-text font-size="14px" color="${colors.muted}">${escapeMarkup(newsletterNote)} <a href="{{journalHref}}">Read our journal</a></mj-text>`
            : ''
        }
        <mj-text>With warm regards,<br />The travel experts at ${escapeMarkup(company.name)}</mj-text>`;
const acknowledgementLayouts = {
  withNewsletter: emailLayout(acknowledgementContent(true)),
  withoutNewsletter: emailLayout(acknowledgementContent(false)),
};

/**
 * To the traveller: what they asked for, when to expect a call (SPEC 9's office hours) and the phone
 * number. Marketing only for those who ticked the newsletter box.
 */
export async function acknowledgementEmail(
  enquiry: EnquiryToTell,
  settings: MailSettings,
): Promise<SendMailOptions> {
  const details = travelDetails(enquiry);
  const promise = callPromise(enquiry);
  const layout = enquiry.newsletter_signup
    ? acknowledgementLayouts.withNewsletter
    : acknowledgementLayouts.withoutNewsletter;
  const html = await layout({
    firstName: escapeMarkup(firstName(enquiry)),
    destination: escapeMarkup(enquiry.destination_name),
    rows: tableRows(details.map(([label, text]) => [label, paragraphs(text)])),
    callPromise: escapeMarkup(promise),
    officeHours: escapeMarkup(officeHours.join('; ')),
    journalHref: escapeMarkup(`${settings.siteOrigin}/journal`),
  });
  const text = [
    `Thank you, ${firstName(enquiry)}`,
    '',
    `We have your enquiry about ${enquiry.destination_name}. Here is what you asked for:`,
    '',
    plainRows(details),
    '',
    promise,
    '',
    `Our office hours: ${officeHours.join('; ')}. ${company.phoneLineNote} To reach us sooner, call ${company.phone.display}.`,
    ...(enquiry.newsletter_signup
      ? ['', `${newsletterNote} Our journal: ${settings.siteOrigin}/journal`]
      : []),
    '',
    'With warm regards,',
    `The travel experts at ${company.name}`,
    '',
  ].join('\n');
  return {
    from: settings.from,
    to: { name: enquiry.full_name, address: enquiry.email },
    subject: `Your enquiry about ${enquiry.destination_name}`,
    messageId: messageId(enquiry.id, 'acknowledgement', settings.from),
    headers: { 'X-Enquiry-Id': enquiry.id },
    text,
    html,
  };
}

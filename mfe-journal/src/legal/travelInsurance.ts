import type { LegalDocument } from './legalContent';

export const travelInsurance: LegalDocument = {
  title: 'Travel Insurance',
  summary: 'Why every traveller must be insured, and what your policy should cover.',
  blocks: [
    { type: 'heading', level: 2, text: 'Travel insurance is mandatory' },
    {
      type: 'paragraph',
      html: '<strong>Travel insurance is mandatory</strong> for every traveller on every journey we arrange, whatever the destination and however short the stay. It is a condition of our <a href="/booking-conditions">booking conditions</a>.',
    },
    {
      type: 'paragraph',
      html: 'Even the most carefully planned journey can be interrupted by illness, an accident or events far from home. The right policy means that, if the unexpected happens, you receive the best care available and are not left facing costs that can be considerable, particularly for medical treatment and evacuation from remote places.',
    },

    { type: 'heading', level: 2, text: 'When to take out your policy' },
    {
      type: 'paragraph',
      html: 'Please arrange your insurance <strong>when you pay your deposit</strong>, so that cancellation cover is in place from the moment your booking is confirmed. A policy bought closer to departure may not protect you against cancellation charges you have already incurred, or against events that were known about when you bought it.',
    },

    { type: 'heading', level: 2, text: 'What your policy must cover' },
    {
      type: 'paragraph',
      html: 'Your policy must be valid for the whole of your journey and for every country you visit, and must include at least:',
    },
    {
      type: 'list',
      items: [
        '<strong>Medical expenses</strong>, including hospital treatment abroad.',
        '<strong>Emergency evacuation and repatriation</strong>, including air ambulance from remote places such as safari camps, islands and mountain regions.',
        '<strong>Cancellation and curtailment</strong>, for the full cost of your journey.',
        '<strong>Personal liability</strong>.',
        '<strong>The activities in your itinerary</strong>, such as safaris, diving, trekking at altitude, hot-air ballooning or water sports.',
      ],
    },
    {
      type: 'paragraph',
      html: 'We also recommend cover for baggage and personal belongings, travel delay and missed departures, and the loss or theft of passports and money.',
    },

    { type: 'heading', level: 2, text: 'Cancellation cover and our charges' },
    {
      type: 'paragraph',
      html: 'Your cancellation cover should be enough to meet the charges that apply under our booking conditions if you have to cancel:',
    },
    {
      type: 'list',
      items: [
        '<strong>60 days or more</strong> before departure: the <strong>non-refundable deposit of 30% of the tour cost per person</strong> is lost.',
        '<strong>31 to 59 days</strong> before departure: <strong>50% of the tour cost</strong>.',
        '<strong>30 days or fewer</strong> before departure: <strong>100% of the tour cost</strong>.',
      ],
    },

    { type: 'heading', level: 2, text: 'Pre-existing medical conditions' },
    {
      type: 'paragraph',
      html: 'You must declare any pre-existing medical condition of every traveller to your insurer and make sure it is covered. Undeclared conditions are among the most common reasons for claims being refused; if you are unsure whether a condition should be declared, ask your insurer before you buy.',
    },

    { type: 'heading', level: 2, text: 'What we need from you' },
    { type: 'paragraph', html: 'Before you travel, please send us, for every traveller:' },
    {
      type: 'list',
      items: [
        'the name of your insurer;',
        'your policy number;',
        'your insurer’s 24-hour emergency assistance telephone number.',
      ],
    },
    {
      type: 'paragraph',
      html: 'We keep these details with your travel file so that, in an emergency, our team and our partners on the ground can contact your insurer on your behalf. Please carry your policy documents with you while you travel.',
    },

    { type: 'heading', level: 2, text: 'Passports and entry requirements' },
    {
      type: 'paragraph',
      html: 'No policy will help if you are refused boarding. Please make sure that every traveller’s <strong>passport is valid for at least 6 months after the date of return</strong>, and that you hold every visa your journey requires.',
    },

    { type: 'heading', level: 2, text: 'Choosing a policy' },
    {
      type: 'paragraph',
      html: 'We do not sell travel insurance, and this page is general guidance rather than advice on any particular policy. Compare the cover, limits and excesses of several policies, read their terms carefully, and choose the one that suits your journey. Annual policies, and those that come with bank accounts or credit cards, can be good value; check that their limits and exclusions fit the journey you are taking.',
    },
  ],
};

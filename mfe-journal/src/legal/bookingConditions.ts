import type { LegalDocument } from './legalContent';

export const bookingConditions: LegalDocument = {
  title: 'Booking Conditions',
  summary: 'The terms on which we arrange your journey. Please read them carefully before you book.',
  blocks: [
    { type: 'heading', level: 2, text: 'About these conditions' },
    {
      type: 'paragraph',
      html: 'These booking conditions form the basis of your contract with Aurelia Journeys (“we”, “us”, “our”). “You” and “your” mean everyone named on a booking, including anyone added or substituted later. Please read them together with our <a href="/privacy-policy">privacy policy</a> and the itinerary and quotation we send you, as together they set out our respective rights and obligations.',
    },
    {
      type: 'paragraph',
      html: 'By asking us to confirm a booking, the lead traveller confirms that they are at least 18 years old, that they accept these conditions on behalf of everyone in the party, and that they are authorised to do so.',
    },

    { type: 'heading', level: 2, text: 'Making a booking' },
    {
      type: 'paragraph',
      html: 'Every journey we design is quoted individually. When you are happy with your proposed itinerary, ask us to confirm it and pay the deposit described below. A binding contract exists between us once we have received your deposit and issued our written booking confirmation.',
    },
    {
      type: 'paragraph',
      html: 'Please check your confirmation, invoices and travel documents as soon as you receive them, and tell us straight away if anything is incorrect. Names must match your passports exactly; we cannot accept responsibility for costs that arise from details that were not corrected.',
    },

    { type: 'heading', level: 2, text: 'Deposit and payment' },
    {
      type: 'paragraph',
      html: 'To confirm your booking we ask for a <strong>non-refundable deposit of 30% of the tour cost per person</strong>. A few elements, such as certain flights, rail journeys, permits and peak-season accommodation, must be paid for in full when they are reserved; we will always tell you before you book if this applies.',
    },
    {
      type: 'paragraph',
      html: 'The <strong>balance is due 60 days before departure</strong>. We will send you a reminder, but it is your responsibility to pay on time. If we do not receive the balance by its due date, we may treat your booking as cancelled by you and apply the cancellation charges set out below.',
    },
    {
      type: 'paragraph',
      html: 'If you book <strong>within 60 days of departure</strong>, the <strong>full cost of your journey is payable at the time of booking</strong>.',
    },
    {
      type: 'paragraph',
      html: 'You may pay by bank transfer or by card. Any card processing fee will be shown to you before you pay, and all bank charges for international transfers are payable by you.',
    },

    { type: 'heading', level: 2, text: 'Prices' },
    {
      type: 'paragraph',
      html: 'Our prices are quoted per person and include only the services listed in your itinerary and quotation. Unless stated otherwise, they do not include international flights, visa fees, travel insurance, gratuities or personal expenses such as drinks, laundry and telephone calls.',
    },
    {
      type: 'paragraph',
      html: 'Once your booking is confirmed, we will change its price only if government taxes or charges, fuel surcharges or exchange rates change after confirmation. We will give you written notice of any such change and the reasons for it. If the increase is significant, you may instead cancel and receive a full refund of the money you have paid us.',
    },

    { type: 'heading', level: 2, text: 'Changes you make' },
    {
      type: 'paragraph',
      html: 'If you wish to change your booking after it has been confirmed, please tell us in writing as early as possible. We will do our very best to help, but cannot guarantee that every change will be possible. You will need to pay any charges our partners make, together with any difference in cost.',
    },
    {
      type: 'paragraph',
      html: 'A change of travel dates or destination, or a reduction in the number of travellers, may be treated as a cancellation of the original booking, to which the cancellation charges below apply.',
    },
    {
      type: 'paragraph',
      html: 'If one of your party is prevented from travelling, they may transfer their place to someone else, provided the new traveller meets every requirement of the journey and you pay any charges our partners make, including new airline tickets where names cannot be changed.',
    },

    { type: 'heading', level: 2, text: 'If you cancel' },
    {
      type: 'paragraph',
      html: 'You, or any member of your party, may cancel at any time by writing to us; the cancellation takes effect on the day we receive your notice. Because we commit to our partners on your behalf, the following cancellation charges apply, counted from that day to your date of departure:',
    },
    {
      type: 'list',
      items: [
        '<strong>60 days or more</strong> before departure: the deposit is lost.',
        '<strong>31 to 59 days</strong> before departure: <strong>50% of the tour cost</strong>.',
        '<strong>30 days or fewer</strong> before departure: <strong>100% of the tour cost</strong>.',
      ],
    },
    {
      type: 'paragraph',
      html: 'Elements that were paid for in full when reserved remain non-refundable in addition to these charges. Cancellation charges are normally recoverable under the cancellation section of your <a href="/travel-insurance">travel insurance</a>.',
    },

    { type: 'heading', level: 2, text: 'If we change or cancel your journey' },
    {
      type: 'paragraph',
      html: 'Because we plan well in advance, we occasionally have to make changes. Most are minor, such as a different guide or an equivalent hotel, and we will tell you about them as soon as we can.',
    },
    {
      type: 'paragraph',
      html: 'If we have to make a significant change, or to cancel your journey, we will tell you as soon as reasonably possible and offer you the choice of accepting the change, taking an alternative journey of a similar standard, or cancelling with a full refund of all the money you have paid us. We will not cancel your journey after the balance is due, except for non-payment or where we are forced to by circumstances beyond our control.',
    },

    { type: 'heading', level: 2, text: 'Passports, visas and health' },
    {
      type: 'paragraph',
      html: 'Every traveller must hold a <strong>passport valid for at least 6 months after the date of return</strong>, with enough blank pages for the stamps and visas of each country visited. Some countries set stricter rules, and we will tell you if your itinerary includes one.',
    },
    {
      type: 'paragraph',
      html: 'We will give you general information about the visas and entry requirements of the countries in your itinerary, but requirements change, and it remains your responsibility to obtain the correct visas and permits in good time and to meet the entry and health requirements of every country you visit or pass through.',
    },
    {
      type: 'paragraph',
      html: 'Please ask your doctor or a travel health clinic about vaccinations and health precautions well before you travel, and tell us about any medical condition, disability or dietary requirement that may affect your journey, so that we can make suitable arrangements.',
    },

    { type: 'heading', level: 2, text: 'Travel insurance' },
    {
      type: 'paragraph',
      html: '<strong>Travel insurance is mandatory</strong> for every traveller on every journey we arrange. Your policy should be in place from the moment you pay your deposit and must cover, as a minimum, medical expenses, emergency evacuation and repatriation, and the cancellation charges above. Our <a href="/travel-insurance">travel insurance guidance</a> explains what we require.',
    },
    {
      type: 'paragraph',
      html: 'We will ask for your insurer’s name, your policy number and its emergency telephone number before you travel. If you travel without adequate cover, you will be responsible for any costs we incur on your behalf, such as an emergency evacuation.',
    },

    { type: 'heading', level: 2, text: 'Your responsibilities' },
    {
      type: 'paragraph',
      html: 'You agree to follow the reasonable instructions of our guides and partners, to respect local laws and customs, and to behave in a way that does not cause danger, distress or damage to others. If your behaviour puts others at risk, we or our partners may end your arrangements without refund or compensation.',
    },
    {
      type: 'paragraph',
      html: 'Some activities, such as safaris, diving, trekking at altitude and water sports, carry inherent risks and may have their own fitness or age requirements. Please take part only if you are able to do so safely.',
    },

    { type: 'heading', level: 2, text: 'Our responsibility to you' },
    {
      type: 'paragraph',
      html: 'We will make sure that the arrangements we agree to provide are supplied as described and to a reasonable standard. Our partners, including hotels, lodges, airlines, guides and transport operators, are independent businesses, and their services are subject to their own terms and to the laws and standards of the country in which they are delivered.',
    },
    {
      type: 'paragraph',
      html: 'We are not responsible for any injury, illness, loss or damage caused by your own actions, by a third party unconnected with your arrangements, or by circumstances beyond our control. Where international conventions limit the compensation payable by air, rail or sea carriers, our liability is limited in the same way. Nothing in these conditions limits our liability for death or personal injury caused by our negligence.',
    },

    { type: 'heading', level: 2, text: 'Circumstances beyond our control' },
    {
      type: 'paragraph',
      html: 'We are not liable for any change, delay or cancellation, or for failing to perform our obligations, where this is caused by unusual and unforeseeable circumstances beyond our control whose consequences could not have been avoided even with all due care. These include war or the threat of war, civil unrest, terrorism, natural disaster, severe weather, epidemics, government action, industrial action and the closure or congestion of airports and ports.',
    },

    { type: 'heading', level: 2, text: 'Complaints' },
    {
      type: 'paragraph',
      html: 'If something is not right while you are travelling, please tell your guide, the partner concerned and us straight away, so that we have the chance to put it right. Our team can be reached by telephone throughout your journey.',
    },
    {
      type: 'paragraph',
      html: 'If a problem cannot be resolved locally, please write to us as soon as possible after your return with full details and any supporting documents. We will look into it carefully and reply in writing.',
    },

    { type: 'heading', level: 2, text: 'Law and jurisdiction' },
    {
      type: 'paragraph',
      html: 'These conditions, and any dispute or claim arising from them or from your booking, are governed by the laws of India, and the courts of Bengaluru have jurisdiction.',
    },
  ],
};

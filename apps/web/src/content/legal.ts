import { STUDIO, TERMS_EFFECTIVE_DATE } from '@sawa/shared/domain';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** The studio's return policy per kind of work (a back-office setting) follows these paragraphs. */
  withStudioReturnPolicy?: boolean;
}
export interface LegalTab {
  slug: 'faq' | 'privacy-policy' | 'terms-and-conditions';
  label: string;
  title: string;
  description: string;
  intro?: string;
  sections: LegalSection[];
}

/** The shared tabbed legal page (SPEC §2): the last path segment selects the tab. */
export const LEGAL_TABS: LegalTab[] = [
  {
    slug: 'faq',
    label: 'FAQ',
    title: 'Frequently Asked Questions',
    description: `Answers about buying art, shipping, commissions and visiting ${STUDIO.name} in Musanze.`,
    sections: [
      {
        heading: 'How do I buy a work?',
        paragraphs: [
          'Choose a work in the shop, pick an edition (the original or a print), add it to your cart and check out. You pay securely by card or mobile money through IremboPay.',
        ],
      },
      {
        heading: 'Do you ship abroad?',
        paragraphs: [
          'Yes. Originals are packed in custom crates and shipped with tracking and insurance; prints travel rolled in tubes. We confirm the shipping cost and time by e-mail before your work leaves the studio.',
        ],
      },
      {
        heading: 'What is the difference between an original and a print?',
        paragraphs: [
          'An Original Art Work is the single piece painted by the artist: there is only one, so you can buy it once. Prints are limited editions made from the original on archival paper and signed by the artist.',
        ],
      },
      {
        heading: 'How does a commission work?',
        paragraphs: [
          'Send a request from the Commissions page with your idea and the size you have in mind; if you have a budget, say so in the message. We reply within three working days with a sketch proposal, a price and a timeline.',
        ],
      },
      {
        heading: 'Can I visit the studio?',
        paragraphs: ['Yes: book a studio visit online. Your ticket includes a guided tour of the gallery and the studio and time with the artists at work.'],
      },
      {
        heading: 'How does my purchase help wildlife?',
        paragraphs: ['A share of every sale funds conservation education and ranger support around Volcanoes National Park, home of the mountain gorillas.'],
      },
    ],
  },
  {
    slug: 'privacy-policy',
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description: `How ${STUDIO.name} collects, uses and protects your personal data.`,
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'When you order, book a visit or send a commission request we keep the details you give us (name, e-mail, phone, country, address and your message) so that we can answer and deliver. Newsletter subscribers give us only an e-mail address.',
        ],
      },
      {
        heading: 'What we do not collect',
        paragraphs: [
          'We do not use advertising trackers or third-party analytics. We count page views on our own server, and for each one we store only three things: the address of the page viewed (for an order or visit page, only the kind of page, never its number), the host name of the site that linked to it when you arrived from another site (for example www.google.com, never the full address), and the day. No cookies, no IP address, no browser details, no time of day and no fingerprint are stored.',
        ],
      },
      {
        heading: 'Server logs',
        paragraphs: [
          'Our server keeps a technical log of the requests it answers: the time, the kind of request, the address asked for and the result. It does not record your IP address, your browser or the page you came from, and order numbers, visit references and the keys in links (such as an unsubscribe link) are blanked out before anything is written.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Payments are handled by IremboPay. We never see or store your card or mobile money details; we receive only the payment status and reference. IremboPay keeps the name, e-mail and phone number of its invoices under its own privacy policy.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Page view counts are deleted after 366 days. Our copies of the e-mails we send (order and visit confirmations, answers to commission requests, the newsletter confirmation and welcome) are deleted 90 days after they were sent. Orders and visit bookings are kept as long as our accounts must be; commission requests and newsletter subscriptions until you ask us to delete them. A newsletter sign-up is confirmed from the e-mail we send to the address; one that is not confirmed within 7 days is deleted.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can ask us for a copy of your data, to correct it or to delete it by writing to the studio. When you ask us to delete it, we delete your commission requests (with any reference image), your newsletter subscription and our copies of the e-mails we exchanged; your orders and visit bookings stay in our accounts as records of the payment, with your name, e-mail, phone number and address removed. If an order of yours is still on its way to you or owed a refund, we do this as soon as it is delivered or refunded.',
          'Every newsletter e-mail has a one-click unsubscribe link: it stops the newsletter at once. To have the address itself deleted too, ask us.',
        ],
      },
    ],
  },
  {
    slug: 'terms-and-conditions',
    label: 'Terms and Conditions',
    title: 'Terms and Conditions',
    description: `The terms that apply when you buy art, book a visit or commission a work from ${STUDIO.name}.`,
    intro: `Effective date: ${TERMS_EFFECTIVE_DATE}`,
    sections: [
      {
        heading: 'Orders',
        paragraphs: [
          'An order is confirmed when its payment is received. Until then the works in it are reserved for you for a limited time, after which they return to the shop.',
        ],
      },
      {
        heading: 'Prices',
        paragraphs: [
          "Prices are shown in US dollars or in Rwandan francs, as you choose at the foot of every page, and include the frame where one is described. Shipping is added at checkout at the studio's flat rate for your region; large works are shipped on a quote from the studio, and collecting a work at the studio in Musanze is free. Import duties, where they apply, are paid by the buyer.",
        ],
      },
      {
        heading: 'Returns',
        paragraphs: [
          'If a work arrives damaged, tell us within 14 days with photographs and we will repair, replace or refund it. Commissioned works cannot be returned.',
        ],
        withStudioReturnPolicy: true,
      },
      {
        heading: 'Copyright',
        paragraphs: ['Buying a work gives you the object, not its copyright: the artist keeps the right to reproduce the image.'],
      },
      {
        heading: 'Studio visits',
        paragraphs: [
          'A visit is booked for a day, a time and a number of people, and paid online. Until 24 hours before it starts you can move it to another time, or cancel it, with the link in your confirmation e-mail; a paid visit you cancel is refunded.',
        ],
      },
    ],
  },
];

/** The site's navigation (SPEC §2). One list feeds the desktop bar, the mobile menu and the footer. */
export const ABOUT_LINKS = [
  { to: '/about-sawa', label: 'About Sawa' },
  { to: '/about-artists', label: 'Our Artists' },
];

export const SERVICE_LINKS = [
  { to: '/services', label: 'All Services' },
  { to: '/services/art-studio-rental', label: 'Art Studio Rental' },
  { to: '/services/workshops-and-classes', label: 'Workshops and Classes' },
  { to: '/services/framing-and-restoration', label: 'Framing and Restoration' },
  { to: '/commissions', label: 'Commissions' },
];

export const COMPANY_LINKS = [
  { to: '/conservation', label: 'Conservation' },
  { to: '/about-sawa', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact' },
];

export const SUPPORT_LINKS = [
  { to: '/sawa/faq', label: 'FAQ' },
  { to: '/sawa/privacy-policy', label: 'Privacy Policy' },
  { to: '/sawa/terms-and-conditions', label: 'Terms and Conditions' },
];

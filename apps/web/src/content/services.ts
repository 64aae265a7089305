import { SITE_IMAGES, type SiteImage } from './site-images';

/** The studio's services (SPEC §2 /services and /services/{serviceId}: title, description, images). Prices are not displayed (SPEC §9). */
export interface Service {
  id: string;
  title: string;
  summary: string;
  paragraphs: string[];
  details: string[];
  images: SiteImage[];
}

export const SERVICES: Service[] = [
  {
    id: 'art-studio-rental',
    title: 'Art Studio Rental',
    summary: 'A light-filled studio at the foot of the Virungas, by the day or the week.',
    paragraphs: [
      'Our studio in Musanze has north light, large tables, easels for canvases up to two metres and a quiet corner for drawing. Visiting artists, students and residents rent it by the day or the week.',
      'Rental includes easels, drawing boards, a sink and drying racks. Paints and canvas can be bought at the studio at cost, and our artists are around to share local pigments and techniques.',
    ],
    details: ['Open Monday to Saturday, 8:00 to 18:00', 'Space for up to six artists at once', 'Wi-Fi, tea and coffee included'],
    images: [SITE_IMAGES['art-studio-rental-1'], SITE_IMAGES['art-studio-rental-2']],
  },
  {
    id: 'workshops-and-classes',
    title: 'Workshops and Classes',
    summary: 'Painting, drawing and printmaking with the artists of the studio.',
    paragraphs: [
      'From a two-hour introduction to wildlife sketching to a week-long painting course, our workshops are taught by the artists whose work hangs in the gallery. Classes are small so that everyone paints, not just watches.',
      'School groups and families are welcome. Part of every workshop fee goes to community conservation education around Volcanoes National Park.',
    ],
    details: ['Groups of 4 to 12', 'All materials provided', 'Classes in English, French and Kinyarwanda'],
    images: [SITE_IMAGES['workshops-and-classes-1'], SITE_IMAGES['workshops-and-classes-2']],
  },
  {
    id: 'framing-and-restoration',
    title: 'Framing and Restoration',
    summary: 'Conservation-grade framing and careful restoration of paintings and prints.',
    paragraphs: [
      'We frame works on paper and canvas with acid-free mounts and UV-filtering glazing, in local hardwoods from certified sources. Every frame is cut and joined by hand in the studio.',
      'Our restorers clean, consolidate and retouch paintings that have suffered from light, damp or travel, and document each step so the work can be cared for later.',
    ],
    details: ['Hand-made hardwood frames', 'Acid-free mounts and UV glazing', 'Free condition report before any restoration'],
    images: [SITE_IMAGES['framing-and-restoration-1'], SITE_IMAGES['framing-and-restoration-2']],
  },
];

export const findService = (id: string | undefined) => SERVICES.find((service) => service.id === id);

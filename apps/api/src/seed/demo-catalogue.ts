import type { Medium } from '@sawa/shared/domain';
import type { Subject } from './demo-artwork.painter';

/** The demo catalogue: fictional but believable people and works for a wildlife-art studio in Musanze. */
export const DEMO_ARTISTS = [
  {
    key: 'aline',
    name: 'Aline Uwase',
    description:
      'Aline grew up at the foot of Mount Sabyinyo and paints the mountain gorillas she first saw as a park ranger’s daughter. Her large oils build up mist and light in thin glazes, so that each silverback seems to step out of the forest. She has led the studio’s painting residency since 2023.',
    instagram: 'https://www.instagram.com/sawa.art.studio',
  },
  {
    key: 'jean-paul',
    name: 'Jean-Paul Niyonzima',
    description:
      'A printmaker from Kigali, Jean-Paul carves linocuts of savanna animals from Akagera, printed by hand in small numbered runs. His bold, graphic style owes as much to imigongo patterns as to the animals themselves.',
    linkedin: 'https://www.linkedin.com/company/sawa-art-studio',
  },
  {
    key: 'grace',
    name: 'Grace Mukamana',
    description:
      'Grace works in clay, bronze and reclaimed wood. Her sculptures of elephants, golden monkeys and crowned cranes are made slowly, one piece at a time, and many carry wood salvaged from fallen trees at the edge of the forest.',
    facebook: 'https://www.facebook.com/sawaartstudio',
  },
  {
    key: 'eric',
    name: 'Eric Habimana',
    description:
      'Eric is one of the studio’s first young artists. His watercolours of birds over Lake Ruhondo and Burera are quick, luminous and exact; he counts species for the local birding club between painting sessions.',
    x: 'https://x.com/sawaartstudio',
  },
] as const;

export const DEMO_CATEGORIES = [
  { key: 'paintings', name: 'Paintings', subject: 'volcano' as Subject },
  { key: 'prints', name: 'Limited Prints', subject: 'pattern' as Subject },
  { key: 'sculptures', name: 'Sculptures', subject: 'elephant' as Subject },
];

export const DEMO_COLLECTIONS = [
  { key: 'virunga', name: 'Guardians of the Virunga', category: 'paintings', subject: 'gorilla' as Subject },
  { key: 'savanna', name: 'Savanna Light', category: 'paintings', subject: 'giraffe' as Subject },
];

type Place = { collection: string } | { category: string };

export interface DemoArt {
  name: string;
  code: string;
  artist: (typeof DEMO_ARTISTS)[number]['key'];
  place: Place;
  subject: Subject;
  size: string;
  material: string;
  /** Stock per edition: an original is one; a print without editionSize is an open edition; withheld: kept back (sold at the gallery). */
  editions: { type: string; price: string; editionSize?: number; withheld?: number }[];
  description: string;
}

/**
 * The demo's franc prices (issue 22): each dollar price at 1 USD = 1,450 RWF, rounded to 1,000 francs, stored as the
 * studio's Apply would store them. The demo does not set the rate itself: the settings page starts empty.
 */
export const DEMO_FRANC_RATE = { currency: 'RWF', perDollar: '1450', step: '1000' } as const;

/** withheld 1: the original was sold at the gallery. */
const original = (price: string, withheld = 0) => ({ type: 'Original Art Work', price, withheld });
/** A3 giclées are limited editions of 50; A4 giclées are open editions. */
const print = (price: string, withheld = 0) => ({ type: 'Giclée print (A3)', price, editionSize: 50, withheld });
const smallPrint = (price: string) => ({ type: 'Giclée print (A4)', price });
const numbered = (price: string, editionSize: number, withheld = 0, type = 'Numbered print') => ({ type, price, editionSize, withheld });

export const DEMO_ARTS: DemoArt[] = [
  {
    name: 'Silverback at Dawn',
    code: 'SAWA-P-001',
    artist: 'aline',
    place: { collection: 'virunga' },
    subject: 'gorilla',
    size: '120 x 90 cm',
    material: 'Oil on canvas',
    editions: [original('2400.00'), print('180.00'), smallPrint('95.00')],
    description: 'A silverback of the Agashya group pauses at first light above the bamboo line of Mount Sabyinyo.',
  },
  {
    name: 'Mist over Bisoke',
    code: 'SAWA-P-002',
    artist: 'aline',
    place: { collection: 'virunga' },
    subject: 'volcano',
    size: '100 x 70 cm',
    material: 'Oil on canvas',
    editions: [original('1850.00'), print('160.00')],
    description: 'Morning cloud pours over the crater rim of Bisoke, the quiet volcano the gorillas share with the golden monkeys.',
  },
  {
    name: 'Mother and Infant',
    code: 'SAWA-P-003',
    artist: 'aline',
    place: { collection: 'virunga' },
    subject: 'gorilla',
    size: '80 x 80 cm',
    material: 'Oil on linen',
    editions: [original('2100.00'), print('175.00')],
    description: 'A mother cradles her infant in the hagenia woodland, painted from sketches made on a family trek.',
  },
  {
    name: 'The Quiet Forest',
    code: 'SAWA-P-004',
    artist: 'aline',
    place: { collection: 'virunga' },
    subject: 'volcano',
    size: '60 x 45 cm',
    material: 'Oil on board',
    editions: [original('950.00')],
    description: 'Moss, fern and filtered light: the forest floor where most of the mountain’s life goes unseen.',
  },
  {
    name: 'Evening at Sabyinyo',
    code: 'SAWA-P-005',
    artist: 'aline',
    place: { collection: 'virunga' },
    subject: 'gorilla',
    size: '150 x 100 cm',
    material: 'Oil on canvas',
    editions: [original('3200.00', 1), print('220.00', 46)],
    description: 'The old volcano’s jagged teeth turn rose as a family settles for the night.',
  },
  {
    name: 'Giraffes at Golden Hour',
    code: 'SAWA-P-006',
    artist: 'eric',
    place: { collection: 'savanna' },
    subject: 'giraffe',
    size: '56 x 38 cm',
    material: 'Watercolour on cotton paper',
    editions: [original('680.00'), smallPrint('70.00')],
    description: 'Masai giraffes cross the northern plains of Akagera as the heat goes out of the day.',
  },
  {
    name: 'Herd Crossing',
    code: 'SAWA-P-007',
    artist: 'eric',
    place: { collection: 'savanna' },
    subject: 'elephant',
    size: '76 x 56 cm',
    material: 'Watercolour on cotton paper',
    editions: [original('820.00'), print('140.00')],
    description: 'An elephant family moves between the lakes, painted wet-in-wet in a single sitting.',
  },
  {
    name: 'Lioness Resting',
    code: 'SAWA-P-008',
    artist: 'aline',
    place: { collection: 'savanna' },
    subject: 'lion',
    size: '90 x 60 cm',
    material: 'Oil on canvas',
    editions: [original('1650.00'), print('150.00')],
    description: 'Lions returned to Akagera in 2015; this lioness was painted on a visit to the park’s northern sector.',
  },
  {
    name: 'Savanna Storm',
    code: 'SAWA-P-009',
    artist: 'eric',
    place: { collection: 'savanna' },
    subject: 'volcano',
    size: '56 x 38 cm',
    material: 'Watercolour on cotton paper',
    editions: [original('590.00')],
    description: 'A rain front builds over the grassland; acacias bend and the light turns copper.',
  },
  {
    name: 'Crowned Cranes over Ruhondo',
    code: 'SAWA-P-010',
    artist: 'eric',
    place: { category: 'paintings' },
    subject: 'birds',
    size: '50 x 35 cm',
    material: 'Watercolour on cotton paper',
    editions: [original('540.00'), smallPrint('65.00')],
    description: 'Grey crowned cranes, Rwanda’s emblematic bird, lift off the marsh at the edge of Lake Ruhondo.',
  },
  {
    name: 'Lakeside Evening',
    code: 'SAWA-P-011',
    artist: 'eric',
    place: { category: 'paintings' },
    subject: 'birds',
    size: '40 x 30 cm',
    material: 'Watercolour on paper',
    editions: [original('420.00')],
    description: 'Swallows over the twin lakes below Musanze as the volcanoes fade into blue.',
  },
  {
    name: 'Gorilla Linocut No. 1',
    code: 'SAWA-L-001',
    artist: 'jean-paul',
    place: { category: 'prints' },
    subject: 'gorilla',
    size: '42 x 30 cm',
    material: 'Hand-pulled linocut, edition of 30',
    editions: [numbered('120.00', 30, 27)],
    description: 'Carved from a single block and printed by hand in Kigali in a numbered edition of thirty.',
  },
  {
    name: 'Elephant Imigongo',
    code: 'SAWA-L-002',
    artist: 'jean-paul',
    place: { category: 'prints' },
    subject: 'elephant',
    size: '50 x 40 cm',
    material: 'Two-colour linocut, edition of 25',
    editions: [numbered('140.00', 18, 4), numbered('210.00', 7, 2, 'Framed numbered print')],
    description: 'The geometric spirals of imigongo, the cow-dung art of eastern Rwanda, meet an elephant in profile.',
  },
  {
    name: 'Crane Dance',
    code: 'SAWA-L-003',
    artist: 'jean-paul',
    place: { category: 'prints' },
    subject: 'birds',
    size: '30 x 30 cm',
    material: 'Linocut, edition of 40',
    editions: [numbered('85.00', 40, 12)],
    description: 'Two crowned cranes in courtship, printed in ochre and black.',
  },
  {
    name: 'Lion Pride',
    code: 'SAWA-L-004',
    artist: 'jean-paul',
    place: { category: 'prints' },
    subject: 'lion',
    size: '60 x 40 cm',
    material: 'Three-colour linocut, edition of 20',
    editions: [numbered('175.50', 20, 20)],
    description: 'A pride at rest under an acacia, cut in three blocks and printed in register.',
  },
  {
    name: 'Volcano Skyline',
    code: 'SAWA-L-005',
    artist: 'jean-paul',
    place: { category: 'prints' },
    subject: 'volcano',
    size: '70 x 30 cm',
    material: 'Linocut, edition of 50',
    editions: [numbered('99.99', 50)],
    description: 'The five volcanoes seen from Musanze town, a panorama for the long wall.',
  },
  {
    name: 'Elephant Matriarch',
    code: 'SAWA-S-001',
    artist: 'grace',
    place: { category: 'sculptures' },
    subject: 'elephant',
    size: '45 x 30 x 25 cm',
    material: 'Bronze on volcanic stone base',
    editions: [original('4200.00')],
    description: 'Cast in bronze from a clay original; the base is basalt from the Virunga lava fields.',
  },
  {
    name: 'Golden Monkey',
    code: 'SAWA-S-002',
    artist: 'grace',
    place: { category: 'sculptures' },
    subject: 'portrait',
    size: '35 x 20 x 18 cm',
    material: 'Reclaimed hagenia wood',
    editions: [original('1300.00')],
    description: 'Carved from a fallen hagenia branch gathered at the park boundary with the rangers’ permission.',
  },
  {
    name: 'Crowned Crane',
    code: 'SAWA-S-003',
    artist: 'grace',
    place: { category: 'sculptures' },
    subject: 'birds',
    size: '60 x 25 x 20 cm',
    material: 'Fired clay, hand-painted',
    editions: [numbered('480.00', 3, 1, 'Studio cast')],
    description: 'A small series of three, each painted by hand so no two crowns are alike.',
  },
  {
    name: 'Silverback Bust',
    code: 'SAWA-S-004',
    artist: 'grace',
    place: { category: 'sculptures' },
    subject: 'gorilla',
    size: '40 x 35 x 30 cm',
    material: 'Bronze',
    editions: [original('5100.00', 1)],
    description: 'A life-sized study of a silverback’s head, modelled over a season of visits to the Hirwa group.',
  },
];

export const DEMO_TEAM = [
  { name: 'Claudine Ingabire', position: 'Founder & Creative Director', subject: 'portrait' as Subject },
  { name: 'Patrick Nshuti', position: 'Studio & Gallery Manager', subject: 'portrait' as Subject },
  { name: 'Diane Umutoni', position: 'Conservation Programme Lead', subject: 'portrait' as Subject },
  { name: 'Samuel Mugisha', position: 'Workshops & Education', subject: 'portrait' as Subject },
];

/** The medium a demo work's free-text material names (issue 26): the shop's list, in the back office's words. */
function demoMedium(material: string): Medium {
  const m = material.toLowerCase();
  if (m.includes('oil')) return 'oil';
  if (m.includes('watercolour')) return 'watercolour';
  if (m.includes('linocut') || m.includes('giclée')) return 'print';
  if (m.includes('bronze')) return 'bronze';
  if (m.includes('wood')) return 'wood';
  return 'other';
}

/**
 * A demo work's structured attributes, read from its free-text size and material: "120 x 90 cm" is height by width
 * (and depth), as galleries write them; its year, one of the last six by its place in the list.
 */
export function demoAttributes(a: Pick<DemoArt, 'size' | 'material'>, index: number) {
  const [heightCm, widthCm, depthCm] = (a.size.match(/\d+(?:\.\d)?/g) ?? []).map((n) => Number(n).toFixed(1));
  return { medium: demoMedium(a.material), heightCm: heightCm ?? null, widthCm: widthCm ?? null, depthCm: depthCm ?? null, year: 2020 + (index % 6) };
}

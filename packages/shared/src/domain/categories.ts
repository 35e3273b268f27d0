/**
 * The category vocabulary of job notices, defined once for both ends: `/jobs?cat=<slug>` accepts a
 * sector, a state or a qualification slug. Labels in English and Hindi; the slug is what is stored
 * and sent, the label only what is shown (in the interface language).
 */
export type Category = { slug: string; en: string; hi: string };

export const SECTORS = [
  { slug: 'ssc', en: 'SSC', hi: 'एसएससी' },
  { slug: 'upsc', en: 'UPSC', hi: 'यूपीएससी' },
  { slug: 'railway', en: 'Railway', hi: 'रेलवे' },
  { slug: 'bank', en: 'Bank', hi: 'बैंक' },
  { slug: 'defence', en: 'Defence', hi: 'रक्षा' },
  { slug: 'police', en: 'Police', hi: 'पुलिस' },
  { slug: 'teaching', en: 'Teaching', hi: 'शिक्षण' },
  { slug: 'psu', en: 'PSU', hi: 'सार्वजनिक उपक्रम' },
  { slug: 'state-psc', en: 'State PSC', hi: 'राज्य लोक सेवा आयोग' },
] as const satisfies readonly Category[];

export const STATES = [
  { slug: 'andhra-pradesh', en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  { slug: 'arunachal-pradesh', en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  { slug: 'assam', en: 'Assam', hi: 'असम' },
  { slug: 'bihar', en: 'Bihar', hi: 'बिहार' },
  { slug: 'chhattisgarh', en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  { slug: 'goa', en: 'Goa', hi: 'गोवा' },
  { slug: 'gujarat', en: 'Gujarat', hi: 'गुजरात' },
  { slug: 'haryana', en: 'Haryana', hi: 'हरियाणा' },
  { slug: 'himachal-pradesh', en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  { slug: 'jharkhand', en: 'Jharkhand', hi: 'झारखंड' },
  { slug: 'karnataka', en: 'Karnataka', hi: 'कर्नाटक' },
  { slug: 'kerala', en: 'Kerala', hi: 'केरल' },
  { slug: 'madhya-pradesh', en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  { slug: 'maharashtra', en: 'Maharashtra', hi: 'महाराष्ट्र' },
  { slug: 'manipur', en: 'Manipur', hi: 'मणिपुर' },
  { slug: 'meghalaya', en: 'Meghalaya', hi: 'मेघालय' },
  { slug: 'mizoram', en: 'Mizoram', hi: 'मिज़ोरम' },
  { slug: 'nagaland', en: 'Nagaland', hi: 'नागालैंड' },
  { slug: 'odisha', en: 'Odisha', hi: 'ओडिशा' },
  { slug: 'punjab', en: 'Punjab', hi: 'पंजाब' },
  { slug: 'rajasthan', en: 'Rajasthan', hi: 'राजस्थान' },
  { slug: 'sikkim', en: 'Sikkim', hi: 'सिक्किम' },
  { slug: 'tamil-nadu', en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  { slug: 'telangana', en: 'Telangana', hi: 'तेलंगाना' },
  { slug: 'tripura', en: 'Tripura', hi: 'त्रिपुरा' },
  { slug: 'uttar-pradesh', en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  { slug: 'uttarakhand', en: 'Uttarakhand', hi: 'उत्तराखंड' },
  { slug: 'west-bengal', en: 'West Bengal', hi: 'पश्चिम बंगाल' },
  { slug: 'delhi', en: 'Delhi', hi: 'दिल्ली' },
  { slug: 'jammu-kashmir', en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  { slug: 'ladakh', en: 'Ladakh', hi: 'लद्दाख' },
  { slug: 'chandigarh', en: 'Chandigarh', hi: 'चंडीगढ़' },
  { slug: 'puducherry', en: 'Puducherry', hi: 'पुडुचेरी' },
] as const satisfies readonly Category[];

export const QUALIFICATIONS = [
  { slug: '8th', en: '8th pass', hi: '8वीं पास' },
  { slug: '10th', en: '10th pass', hi: '10वीं पास' },
  { slug: '12th', en: '12th pass', hi: '12वीं पास' },
  { slug: 'iti', en: 'ITI', hi: 'आईटीआई' },
  { slug: 'diploma', en: 'Diploma', hi: 'डिप्लोमा' },
  { slug: 'graduate', en: 'Graduate', hi: 'स्नातक' },
  { slug: 'post-graduate', en: 'Post-graduate', hi: 'स्नातकोत्तर' },
] as const satisfies readonly Category[];

export type SectorSlug = (typeof SECTORS)[number]['slug'];
export type StateSlug = (typeof STATES)[number]['slug'];
export type QualificationSlug = (typeof QUALIFICATIONS)[number]['slug'];

export const SECTOR_SLUGS = SECTORS.map((c) => c.slug) as [SectorSlug, ...SectorSlug[]];
export const STATE_SLUGS = STATES.map((c) => c.slug) as [StateSlug, ...StateSlug[]];
export const QUALIFICATION_SLUGS = QUALIFICATIONS.map((c) => c.slug) as [QualificationSlug, ...QualificationSlug[]];

export type CategoryKind = 'sector' | 'state' | 'qualification';

/** What a `cat` value names, or undefined for an unknown slug. */
export function resolveCategory(slug: string): { kind: CategoryKind; category: Category } | undefined {
  const sector = SECTORS.find((c) => c.slug === slug);
  if (sector) return { kind: 'sector', category: sector };
  const state = STATES.find((c) => c.slug === slug);
  if (state) return { kind: 'state', category: state };
  const qualification = QUALIFICATIONS.find((c) => c.slug === slug);
  if (qualification) return { kind: 'qualification', category: qualification };
  return undefined;
}

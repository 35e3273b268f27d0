import type { Category } from './categories.ts';

// A module of its own: only the pages that show target exams (profiles, the directory, stories) carry them.

/** Exams people prepare for (profiles, stories, mock tests): the directory filters on these slugs. */
export const TARGET_EXAMS = [
  { slug: 'ssc-cgl', en: 'SSC CGL', hi: 'एसएससी सीजीएल' },
  { slug: 'ssc-chsl', en: 'SSC CHSL', hi: 'एसएससी सीएचएसएल' },
  { slug: 'ssc-mts', en: 'SSC MTS', hi: 'एसएससी एमटीएस' },
  { slug: 'ssc-gd', en: 'SSC GD Constable', hi: 'एसएससी जीडी कांस्टेबल' },
  { slug: 'ssc-je', en: 'SSC JE', hi: 'एसएससी जेई' },
  { slug: 'ssc-steno', en: 'SSC Stenographer', hi: 'एसएससी स्टेनोग्राफर' },
  { slug: 'rrb-ntpc', en: 'RRB NTPC', hi: 'आरआरबी एनटीपीसी' },
  { slug: 'rrb-group-d', en: 'RRB Group D', hi: 'आरआरबी ग्रुप डी' },
  { slug: 'rrb-alp', en: 'RRB ALP', hi: 'आरआरबी एएलपी' },
  { slug: 'rrb-je', en: 'RRB JE', hi: 'आरआरबी जेई' },
  { slug: 'ibps-po', en: 'IBPS PO', hi: 'आईबीपीएस पीओ' },
  { slug: 'ibps-clerk', en: 'IBPS Clerk', hi: 'आईबीपीएस क्लर्क' },
  { slug: 'sbi-po', en: 'SBI PO', hi: 'एसबीआई पीओ' },
  { slug: 'sbi-clerk', en: 'SBI Clerk', hi: 'एसबीआई क्लर्क' },
  { slug: 'rbi-grade-b', en: 'RBI Grade B', hi: 'आरबीआई ग्रेड बी' },
  { slug: 'upsc-cse', en: 'UPSC Civil Services', hi: 'यूपीएससी सिविल सेवा' },
  { slug: 'nda', en: 'NDA', hi: 'एनडीए' },
  { slug: 'cds', en: 'CDS', hi: 'सीडीएस' },
  { slug: 'afcat', en: 'AFCAT', hi: 'एएफकैट' },
  { slug: 'agniveer', en: 'Agniveer', hi: 'अग्निवीर' },
  { slug: 'state-psc', en: 'State PSC', hi: 'राज्य लोक सेवा आयोग' },
  { slug: 'police-constable', en: 'Police Constable', hi: 'पुलिस कांस्टेबल' },
  { slug: 'police-si', en: 'Police Sub-Inspector', hi: 'पुलिस उप-निरीक्षक' },
  { slug: 'ctet', en: 'CTET / TET', hi: 'सीटीईटी / टीईटी' },
  { slug: 'teacher', en: 'Teacher recruitment', hi: 'शिक्षक भर्ती' },
  { slug: 'court-clerk', en: 'Court clerk', hi: 'न्यायालय लिपिक' },
  { slug: 'psu', en: 'PSU', hi: 'सार्वजनिक उपक्रम' },
] as const satisfies readonly Category[];

export type TargetExamSlug = (typeof TARGET_EXAMS)[number]['slug'];
export const TARGET_EXAM_SLUGS = TARGET_EXAMS.map((exam) => exam.slug) as [TargetExamSlug, ...TargetExamSlug[]];

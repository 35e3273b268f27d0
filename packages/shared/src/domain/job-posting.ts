import type { JobDetail } from '../contracts/jobs.ts';
import { STATES } from './categories.ts';

/**
 * Google's JobPosting structured data, for real openings only (not for results or admit cards). The
 * web app puts it in the page head; the server puts the same object in the HTML of a public job page.
 */
export function jobPostingJsonLd(job: JobDetail, url: string): Record<string, unknown> {
  const regions = job.states.map((slug) => STATES.find((state) => state.slug === slug)?.en ?? slug);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.summary,
    datePosted: (job.publishedAt ?? job.applicationStart ?? '').slice(0, 10),
    ...(job.lastDate ? { validThrough: `${job.lastDate}T23:59:59+05:30` } : {}),
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: job.organisation, sameAs: job.organisationWebsite },
    jobLocation: (regions.length > 0 ? regions : [undefined]).map((region) => ({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: 'IN', ...(region ? { addressRegion: region } : {}) },
    })),
    ...(job.advertisementNo
      ? { identifier: { '@type': 'PropertyValue', name: job.organisation, value: job.advertisementNo } }
      : {}),
    ...(job.totalVacancies ? { totalJobOpenings: job.totalVacancies } : {}),
    url,
  };
}

import { formatDate, jobPostingJsonLd, SITE_NAME, type JobDetail } from '@jobportal/shared';
import type { ShareHead } from './share-head.ts';

/** Text and attribute values: every character HTML gives a meaning to. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** JSON inside `<script>`: no `</script>` or `<!--` can close it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Marks the server's head tags; the web app removes them once it writes its own (page-head.tsx). */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

/**
 * `<title>`, description, canonical, Open Graph and Twitter card tags (and JobPosting JSON-LD for a
 * public job page), every value escaped.
 */
export function headTags(head: ShareHead, appUrl: string, options: { jsonLd: boolean }): string {
  const mark = SERVER_HEAD_ATTRIBUTE;
  const url = `${appUrl}${head.path}`;
  const image = `${appUrl}${head.image}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${mark} ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title ${mark}>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link ${mark} rel="canonical" href="${escapeHtml(url)}" />`,
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:url', url),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', head.title),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
  if (options.jsonLd && head.job && !head.job.expired) {
    tags.push(`<script ${mark} type="application/ld+json">${scriptJson(jobPostingJsonLd(head.job, url))}</script>`);
  }
  return tags.join('\n    ');
}

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/**
 * A public job page's content as plain HTML in the app's root, shown before any script runs (crawlers,
 * slow phones, no JavaScript). The app replaces it when it mounts (decision 016). Same classes as
 * `job-detail.tsx`, so the first paint looks like the page that follows.
 */
export function jobSnapshot(job: JobDetail): string {
  const e = escapeHtml;
  const dates = job.details.importantDates
    .map((row) => {
      const value = `${row.date ? formatDate(row.date) : (row.text ?? '')}${row.endDate ? ` – ${formatDate(row.endDate)}` : ''}`;
      return `<tr class="border-t border-slate-100 first:border-0"><th scope="row" class="py-1.5 pr-3 text-left font-normal text-slate-600">${e(row.label)}</th><td class="py-1.5 font-medium">${e(value)}</td></tr>`;
    })
    .join('');
  const vacancies =
    job.details.vacancies.length > 0
      ? `<section class="min-w-0 rounded-xl border border-slate-200 bg-white p-4"><h2 class="mb-2 text-lg font-semibold text-slate-900">Vacancies</h2><div class="overflow-x-auto"><table class="w-full min-w-[32rem] text-sm"><thead><tr class="text-left text-slate-600"><th>Post</th><th>UR</th><th>OBC</th><th>SC</th><th>ST</th><th>EWS</th><th>Total</th></tr></thead><tbody>${job.details.vacancies
          .map(
            (row) =>
              `<tr class="border-t border-slate-100"><td class="py-1.5 pr-2">${e(row.post)}</td><td>${row.ur}</td><td>${row.obc}</td><td>${row.sc}</td><td>${row.st}</td><td>${row.ews}</td><td class="font-semibold">${row.total}</td></tr>`,
          )
          .join('')}</tbody></table></div></section>`
      : '';
  const links = job.details.links
    .filter((link) => isWebLink(link.url))
    .map(
      (link) =>
        `<li><a class="text-brand-700 underline" href="${e(link.url)}" rel="noopener noreferrer">${e(link.label)}</a></li>`,
    )
    .join('');
  return [
    `<main class="mx-auto max-w-5xl px-4 py-6" data-server-rendered="job"><div class="grid grid-cols-1 gap-4">`,
    `<header><p class="text-sm font-medium text-slate-500 uppercase">${e(job.organisation)}</p>`,
    `<h1 class="text-2xl font-bold text-slate-900">${e(job.title)}</h1>`,
    job.titleHi ? `<p lang="hi" class="mt-1 text-lg text-slate-700">${e(job.titleHi)}</p>` : '',
    `<p class="mt-2 text-slate-700">${e(job.summary)}</p></header>`,
    job.totalVacancies !== null
      ? `<p class="text-slate-700">Total vacancies: <strong>${job.totalVacancies.toLocaleString('en-IN')}</strong></p>`
      : '',
    `<section class="min-w-0 rounded-xl border border-slate-200 bg-white p-4"><h2 class="mb-2 text-lg font-semibold text-slate-900">Important dates</h2><table class="w-full text-sm"><tbody>${dates}</tbody></table></section>`,
    vacancies,
    links
      ? `<section class="min-w-0 rounded-xl border border-slate-200 bg-white p-4"><h2 class="mb-2 text-lg font-semibold text-slate-900">Important links</h2><ul class="grid gap-1">${links}</ul></section>`
      : '',
    `</div></main>`,
  ].join('');
}

/** index.html with the head tags before `</head>` and, when given, content in the empty root. */
export function renderDocument(indexHtml: string, head: string, root?: string): string {
  // Replacer functions: content may hold `$&` and the like, which a replacement string would expand.
  let html = indexHtml.replace('</head>', () => `  ${head}\n  </head>`);
  if (root) html = html.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
  return html;
}

/** Tells the web app, before any request, that content is public (`PUBLIC_CONTENT=true`). */
export const PUBLIC_CONTENT_META = '<meta name="jobportal:public-content" content="true" />';

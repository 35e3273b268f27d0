import { ExternalLink, FileText } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import type { JobDetail as JobDetailData } from '@jobportal/shared';
import { LazyMarkdown } from '../../../components/lazy-markdown.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EligibilitySection } from '../eligibility/eligibility-section.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { SaveButton } from './save-button.tsx';
import { KeptServerHtml } from '../../../components/kept-server-html.tsx';
import { useSignInGate } from '../../../lib/sign-in-gate.ts';
import { usePersonalParts } from '../../../lib/page-lifecycle.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import type { Language } from '../../../lib/i18n.ts';
import { alternate, localized, useContentLanguage } from '../../../lib/localized.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-slate-200 bg-white p-4">
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

type LinkKind = JobDetailData['details']['links'][number]['kind'];

const UPLOADS = { 'data-uploads': '' };

// What to upload is in the server's HTML and adopted as it is: its code loads when the app draws it.
const UploadSpecsSection = lazy(() =>
  import('../uploads/upload-specs-section.tsx').then(({ UploadSpecsSection }) => ({ default: UploadSpecsSection })),
);

// The member's fee is drawn after the page is adopted (decision 019): its code is not in the first load.
const YourFee = lazy(() => import('./your-fee.tsx').then(({ YourFee }) => ({ default: YourFee })));
// So is their verdict at a glance, in the row kept for it (decision 034).
const EligibilityBadge = lazy(() =>
  import('../eligibility/eligibility-badge.tsx').then(({ EligibilityBadge }) => ({ default: EligibilityBadge })),
);

/** The labels admins give the usual links (lower case): shown in the reader's language instead. */
const STANDARD_LINK_LABELS: Record<LinkKind, readonly string[]> = {
  apply: ['apply online', 'apply now', 'apply'],
  notification: ['notification (pdf)', 'notification', 'official notification', 'download notification'],
  official: ['official website', 'website'],
  syllabus: ['syllabus'],
  other: [],
};

/**
 * A link's label: in Hindi mode the usual ones ("Apply online", "Notification (PDF)", "Official
 * website") in Hindi from the catalogue; any other label as the admin wrote it (English), as always in
 * English mode.
 */
export function linkLabel(
  link: { kind: LinkKind; label: string },
  language: Language,
): { standard: boolean; lang: Language } {
  const standard = language !== 'en' && STANDARD_LINK_LABELS[link.kind].includes(link.label.trim().toLowerCase());
  return { standard, lang: standard ? language : 'en' };
}

/**
 * The detail page of a recruitment: every structured section, the notice timeline and trust facts.
 * `appliedButton` is the member's "I applied" (another feature's part, which the route passes in).
 */
export function JobDetail({ job, appliedButton }: { job: JobDetailData; appliedButton?: ReactNode }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { signedIn } = useSignInGate();
  const showOwn = usePersonalParts();
  const d = job.details;
  const title = localized(language, job.title, job.titleHi);
  const otherTitle = alternate(language, job.title, job.titleHi);
  const summary = localized(language, job.summary, job.summaryHi);

  return (
    // grid-cols-1 is minmax(0, 1fr): a wide table scrolls inside its own box instead of widening the page.
    <div className="grid grid-cols-1 gap-4">
      <header>
        <p className="text-sm font-medium text-slate-500 uppercase">{job.organisation}</p>
        <h1 lang={title.lang} className="text-2xl font-bold text-slate-900">
          {title.text}
        </h1>
        {otherTitle ? (
          <p lang={otherTitle.lang} className="mt-1 text-lg text-slate-700">
            {otherTitle.text}
          </p>
        ) : null}
        <p lang={summary.lang} className="mt-2 text-slate-700">
          {summary.text}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {d.links.map((link) => (
            <Button key={link.url} variant={link.kind === 'apply' ? 'default' : 'outline'} size="sm" asChild>
              <a href={link.url} target="_blank" rel="noopener noreferrer" lang={linkLabel(link, language).lang}>
                <ExternalLink />
                {linkLabel(link, language).standard && link.kind !== 'other'
                  ? t(`jobDetail.links.${link.kind}`)
                  : link.label}
              </a>
            </Button>
          ))}
          {signedIn ? null : <SaveButton job={job} />}
          <ShareButton title={job.title} path={`/jobs/${job.slug}`} />
        </div>
        {signedIn ? (
          // The member's own row: saved or not, "I applied", and their verdict at a glance (the checks are
          // in "Can I apply?" below). Drawn once the app runs the page (decision 019), in room of a fixed
          // height that the server's HTML holds for it, so nothing on screen moves (decision 034).
          <div data-personal-room="" data-testid="member-row" className="mt-3 grid gap-1">
            <div className="flex h-11 items-center gap-2 *:shrink-0">
              <SaveButton job={job} />
              {appliedButton}
            </div>
            <div className="h-11 *:mt-0 *:line-clamp-2">
              {showOwn && job.eligibility ? (
                <Suspense fallback={null}>
                  <EligibilityBadge eligibility={job.eligibility} />
                </Suspense>
              ) : null}
            </div>
          </div>
        ) : null}
      </header>

      <Section title={t('jobDetail.importantDates')}>
        <table className="w-full text-sm">
          <tbody>
            {d.importantDates.map((row) => (
              <tr key={`${row.kind}-${row.label}`} className="border-t border-slate-100 first:border-0">
                <th
                  scope="row"
                  lang={localized(language, row.label, row.labelHi).lang}
                  className="py-1.5 pr-3 text-left font-normal text-slate-600"
                >
                  {localized(language, row.label, row.labelHi).text}
                </th>
                <td className="py-1.5 font-medium">
                  {row.date ? formatDate(row.date) : (row.text ?? '')}
                  {row.endDate ? ` – ${formatDate(row.endDate)}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      {d.vacancies.length > 0 ? (
        <Section title={t('jobDetail.vacancies')}>
          {/* Scrolls sideways in its own box on phones; focusable so the keyboard can scroll it too. */}
          <div
            className="overflow-x-auto rounded-md"
            role="region"
            aria-label={t('jobDetail.vacancies')}
            tabIndex={0}
            data-testid="vacancy-scroller"
          >
            <table className="w-full min-w-[32rem] text-sm" data-testid="vacancy-table">
              <thead>
                <tr className="text-left text-slate-600">
                  {['post', 'ur', 'obc', 'sc', 'st', 'ews', 'total'].map((column) => (
                    <th key={column} className="py-1 pr-2 font-medium">
                      {t(`jobDetail.columns.${column as 'post'}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {d.vacancies.map((row) => (
                  <tr key={row.post} className="border-t border-slate-100">
                    <td className="py-1.5 pr-2">{row.post}</td>
                    <td>{row.ur}</td>
                    <td>{row.obc}</td>
                    <td>{row.sc}</td>
                    <td>{row.st}</td>
                    <td>{row.ews}</td>
                    <td className="font-semibold">{row.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      ) : null}

      {d.fees.length > 0 ? (
        <Section title={t('jobDetail.fees')}>
          {/* The member's own fee, like their verdict, is drawn once the app has the page (decision 019). */}
          {signedIn ? (
            // Room for the member's fee (a line, or a prompt with its button), kept in the server's HTML.
            <div data-personal-room="" className="mb-3 flex min-h-11 items-center *:mb-0">
              {showOwn && job.yourFee ? (
                <Suspense fallback={null}>
                  <YourFee fee={job.yourFee} />
                </Suspense>
              ) : null}
            </div>
          ) : null}
          <ul className="grid gap-1 text-sm">
            {d.fees.map((fee) => (
              <li key={fee.label}>
                {fee.label}: <strong>₹{formatNumber(fee.amount)}</strong>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {d.ageLimit ? (
        <Section title={t('jobDetail.ageLimit')}>
          <p className="text-sm">
            {t('jobDetail.ageRange', {
              min: d.ageLimit.min,
              max: d.ageLimit.max,
              date: formatDate(d.ageLimit.asOn),
            })}
          </p>
          {d.ageLimit.relaxations.length > 0 ? (
            <ul className="mt-1 text-sm text-slate-600">
              {d.ageLimit.relaxations.map((r) => (
                <li key={r.category}>
                  {t('jobDetail.relaxation', { category: r.category.toUpperCase(), years: r.years })}
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
      ) : null}

      {d.eligibility.length > 0 ? (
        <Section title={t('jobDetail.eligibility')}>
          <dl className="grid gap-2 text-sm">
            {d.eligibility.map((row) => (
              <div key={row.post}>
                <dt className="font-medium">
                  {row.post}
                  {row.gender ? (
                    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                      {t(`jobDetail.postFor.${row.gender}`)}
                    </span>
                  ) : null}
                </dt>
                <dd lang={localized(language, row.text, row.textHi).lang} className="text-slate-700">
                  {localized(language, row.text, row.textHi).text}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}

      {/* The member's verdict after the rules it judges: below the first screen, where its own size moves nothing in view. */}
      {signedIn ? <EligibilitySection eligibility={showOwn ? job.eligibility : undefined} /> : null}

      {d.selectionStages.length > 0 ? (
        <Section title={t('jobDetail.selection')}>
          {/* Content with no Hindi field is English: marked so, for screen readers in Hindi mode. */}
          <ol lang="en" className="list-decimal pl-5 text-sm">
            {d.selectionStages.map((stage) => (
              <li key={stage}>{stage}</li>
            ))}
          </ol>
          {d.examPattern ? (
            <div lang="en" className="mt-2 text-sm" data-testid="exam-pattern">
              <LazyMarkdown source={d.examPattern} />
            </div>
          ) : null}
        </Section>
      ) : null}

      {d.howToApply.length > 0 ? (
        <Section title={t('jobDetail.howToApply')}>
          <ol className="list-decimal pl-5 text-sm">
            {d.howToApply.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {d.documents.length > 0 ? (
            <>
              <h3 className="mt-3 text-sm font-semibold">{t('jobDetail.documents')}</h3>
              <ul className="list-disc pl-5 text-sm">
                {d.documents.map((doc) => (
                  <li key={doc}>{doc}</li>
                ))}
              </ul>
            </>
          ) : null}
        </Section>
      ) : null}

      {d.uploadSpecs && d.uploadSpecs.length > 0 ? (
        <KeptServerHtml version={`${job.slug} ${JSON.stringify(d.uploadSpecs)}`} attributes={UPLOADS}>
          <UploadSpecsSection specs={d.uploadSpecs} slug={job.slug} />
        </KeptServerHtml>
      ) : null}

      <Section title={t('jobDetail.timeline')}>
        <ol className="grid gap-2" data-testid="notice-timeline">
          {job.notices.map((notice) => (
            <li key={notice.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
                {t(`noticeTypes.${notice.type}`)}
              </span>
              <span className="text-slate-500">{formatDate(notice.date)}</span>
              <span lang={localized(language, notice.title, notice.titleHi).lang} className="min-w-0 flex-1">
                {localized(language, notice.title, notice.titleHi).text}
              </span>
              {notice.pdfFileId ? (
                <Link
                  className="inline-flex items-center gap-1 text-brand-700 underline"
                  to={`/notice/${notice.id}/pdf`}
                >
                  <FileText className="size-4" aria-hidden="true" />
                  {t('jobDetail.pdf')}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>

      {d.faqs.length > 0 ? (
        <Section title={t('jobDetail.faqs')}>
          {d.faqs.map((faq) => (
            <details key={faq.q} className="border-t border-slate-100 text-sm first:border-0">
              {/* A full 44 px row to tap (decision 012). */}
              <summary className="min-h-11 cursor-pointer py-3 font-medium">{faq.q}</summary>
              <p className="pb-3 text-slate-700">{faq.a}</p>
            </details>
          ))}
        </Section>
      ) : null}

      <Section title={t('jobDetail.source')}>
        <p className="text-sm">
          <a
            className="text-brand-700 underline"
            href={job.officialSourceUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('jobDetail.officialSource')}
          </a>
          {job.lastVerifiedAt ? ` · ${t('jobDetail.lastVerified', { date: formatDate(job.lastVerifiedAt) })}` : ''}
        </p>
        {d.corrections.length > 0 ? (
          <ul className="mt-2 text-sm text-slate-700">
            {d.corrections.map((c) => (
              <li key={`${c.date}-${c.note}`}>
                {formatDate(c.date)}: {c.note}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
    </div>
  );
}

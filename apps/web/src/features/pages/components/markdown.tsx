import ReactMarkdown from 'react-markdown';

/**
 * Renders admin-authored Markdown. Raw HTML in the source is shown as text, never injected, and
 * links may only use http(s) or mailto: nothing in a page can run script.
 */
export default function Markdown({ source }: { source: string }) {
  return (
    <div className="prose-page grid gap-3 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
      <ReactMarkdown skipHtml urlTransform={(url) => (/^(https?:|mailto:|\/)/i.test(url) ? url : '')}>
        {source}
      </ReactMarkdown>
    </div>
  );
}

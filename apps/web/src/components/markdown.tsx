import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// A wide table scrolls inside its own box, so a 360 px screen never scrolls sideways.
const components: Components = {
  table: ({ node: _node, ...props }) => (
    <div className="max-w-full overflow-x-auto" data-testid="markdown-table">
      <table className="min-w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border-b border-slate-300 px-2 py-1 text-left font-semibold whitespace-nowrap" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b border-slate-100 px-2 py-1 align-top" {...props} />,
};

/**
 * Renders admin-authored Markdown (GitHub flavour: tables, strikethrough, task lists). Raw HTML in the
 * source is dropped, never injected, and links may only use http(s), mailto or a local path: nothing in a
 * page can run script. /page/{slug}, stories and the recruitment detail all use this one renderer.
 */
export default function Markdown({ source }: { source: string }) {
  return (
    <div className="prose-page grid min-w-0 gap-3 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        components={components}
        skipHtml
        urlTransform={(url) => (/^(https?:|mailto:|\/)/i.test(url) ? url : '')}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}

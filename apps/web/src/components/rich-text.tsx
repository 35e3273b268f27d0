import { cn } from '../lib/cn.ts';

/**
 * Question content as the server rendered it when the test was saved: sanitised HTML with maths as
 * MathML (`modules/mock-tests/content-render.ts`). Nothing is parsed or typeset here, so the phone
 * downloads no maths library and the question does not shift once shown. Tables scroll sideways in
 * their own box and a display formula wider than the screen scrolls in its own line (`styles.css`,
 * `.rich-text`).
 */
export function RichText({
  html,
  className,
  inline = false,
  ...rest
}: {
  html: string;
  className?: string;
  /** An option's text: its single paragraph flows on the option's line. */
  inline?: boolean;
} & Omit<React.HTMLAttributes<HTMLDivElement>, 'dangerouslySetInnerHTML' | 'children'>) {
  return (
    <div
      {...rest}
      className={cn('rich-text min-w-0', inline && 'rich-text-inline', className)}
      // Sanitised on the server (an allowlist of text, table and MathML elements; no attributes that run or style).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

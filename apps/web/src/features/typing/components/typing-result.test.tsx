import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { findTypingPassage } from '@jobportal/shared';
import { renderWithProviders } from '../../../testing/render.tsx';
import { resultFixture } from '../testing/fixtures.ts';
import { ResultDetails } from './typing-result.tsx';

describe('ResultDetails', () => {
  it('shows the figures, the mistakes by class and the coloured passage with a legend', () => {
    const result = resultFixture('A public library is one of the the most valuable institutins a town');
    renderWithProviders(<ResultDetails result={result} onNewTest={vi.fn()} />);

    expect(screen.getByTestId('full-mistakes')).toHaveTextContent('2');
    expect(screen.getByTestId('half-mistakes')).toHaveTextContent('0');
    expect(screen.getByTestId('typing-verdict')).toHaveTextContent('No pass mark: practice only');
    const classes = screen.getByTestId('mistake-classes');
    expect(within(classes).getByRole('row', { name: /Repetition/ })).toHaveTextContent('1');
    expect(within(classes).getByRole('row', { name: /Misspelling/ })).toHaveTextContent('1');
    expect(within(classes).getByRole('row', { name: /Spacing \(half\)/ })).toHaveTextContent('0');

    const passage = screen.getByTestId('marked-passage');
    const misspelt = passage.querySelector('mark[data-kind="misspelling"]')!;
    expect(misspelt).toHaveTextContent('institutions');
    expect(misspelt).toHaveTextContent('(institutins)');
    expect(misspelt).toHaveAttribute('title', 'Misspelling: typed “institutins”');
    expect(passage.querySelector('mark[data-kind="repetition"]')).toHaveTextContent('+the');
    expect(screen.getByTestId('mark-legend')).toHaveTextContent('Repetition (1)');
    expect(screen.getByTestId('scored-by')).toHaveTextContent('Free practice · rule set free-practice-v1, version 1');
  });

  it('judges an exam against the preset for the candidate’s category', () => {
    const passage = findTypingPassage('en-railways-lifeline')!.text;
    const passed = resultFixture(passage, {
      passageId: 'en-railways-lifeline',
      ruleSetId: 'ssc-chsl-en-v1',
      mode: 'exam',
    });
    const { unmount } = renderWithProviders(<ResultDetails result={passed} onNewTest={vi.fn()} />);
    expect(screen.getByTestId('typing-verdict')).toHaveTextContent('Passed');
    expect(screen.getByTestId('typing-verdict')).toHaveTextContent('Speed 43.68 of 35 wpm required (gross)');
    expect(screen.getByTestId('typing-verdict')).toHaveTextContent('Errors 0.00% of 7% allowed for UR');
    expect(screen.getByText('No mistakes. Well done!')).toBeInTheDocument();
    unmount();

    const half = passage.split(' ').slice(0, 200).join(' ');
    const failed = resultFixture(half, {
      passageId: 'en-railways-lifeline',
      ruleSetId: 'ssc-chsl-en-v1',
      mode: 'exam',
      category: 'other',
    });
    renderWithProviders(<ResultDetails result={failed} onNewTest={vi.fn()} />);
    expect(screen.getByTestId('typing-verdict')).toHaveTextContent('Not passed');
    expect(screen.getByTestId('typing-verdict')).toHaveTextContent('allowed for other categories');
    expect(screen.getByTestId('mistake-classes')).toHaveTextContent(/Omission \(full\)160/);
  });

  it('shows a passage written as paragraphs as paragraphs, marking those typed without a Tab', () => {
    const passageText = 'The first paragraph ends here.\nThe second one follows.';
    const result = resultFixture('\tThe first paragraph ends here.\nThe second one follows.', {
      passageText,
      ruleSetId: 'ssc-chsl-en-v1',
    });
    expect(result.figures.counts.indentation).toBe(1);
    renderWithProviders(<ResultDetails result={result} onNewTest={vi.fn()} />);

    expect(screen.getByTestId('half-mistakes')).toHaveTextContent('1');
    const classes = screen.getByTestId('mistake-classes');
    expect(within(classes).getByRole('row', { name: /Indentation \(half\)/ })).toHaveTextContent('1');
    const paragraphs = screen.getByTestId('marked-passage').querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelector('mark')).toBeNull();
    const mark = paragraphs[1]!.querySelector('mark[data-kind="indentation"]')!;
    expect(mark).toHaveAttribute('title', 'Paragraph not indented with Tab');
    expect(paragraphs[1]).toHaveTextContent(/^⇥.*The second one follows\.$/);
    expect(within(screen.getByTestId('mistake-list')).getByRole('row', { name: /Indentation/ })).toHaveTextContent(
      'Tab at the start of a paragraphno Tab',
    );
  });

  it('indents only the paragraphs the passage indents, and marks only those typed without a Tab (issue #25, item 8)', () => {
    const passageText = 'The notice was issued today.\n\tCandidates must apply online before the last date.';
    const result = resultFixture('The notice was issued today.\nCandidates must apply online before the last date.', {
      passageText,
      ruleSetId: 'ssc-chsl-en-v1',
      mode: 'exam',
    });
    renderWithProviders(<ResultDetails result={result} onNewTest={vi.fn()} />);

    expect(screen.getByTestId('full-mistakes')).toHaveTextContent('0');
    expect(screen.getByTestId('half-mistakes')).toHaveTextContent('1');
    expect(screen.getByTestId('error-percent')).toHaveTextContent('3.85%');
    const classes = screen.getByTestId('mistake-classes');
    expect(within(classes).getByRole('row', { name: /Indentation \(half\)/ })).toHaveTextContent('1');
    const paragraphs = screen.getByTestId('marked-passage').querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).not.toHaveClass('indent-8');
    expect(paragraphs[0]!.querySelector('mark')).toBeNull();
    expect(paragraphs[1]).toHaveClass('indent-8');
    expect(paragraphs[1]!.querySelectorAll('mark[data-kind="indentation"]')).toHaveLength(1);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MockTestLanguage, MockTestPaperQuestion } from '@jobportal/shared';
import { setLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { chooseOption, draftOf, typeValue, type Draft } from '../lib/player.ts';
import { multipleQuestionFixture, numericQuestionFixture, questionFixture } from '../testing/fixtures.ts';
import { QuestionCard } from './question-card.tsx';

function setup({
  draft = { selectedIndex: null },
  language = 'en',
  previousDisabled = false,
  question = questionFixture('q7', 'Which is right?'),
}: { draft?: Draft; language?: MockTestLanguage; previousDisabled?: boolean; question?: MockTestPaperQuestion } = {}) {
  const handlers = {
    onChoose: vi.fn(),
    onType: vi.fn(),
    onMarkNext: vi.fn(),
    onClear: vi.fn(),
    onPrevious: vi.fn(),
    onSaveNext: vi.fn(),
  };
  renderWithProviders(
    <QuestionCard
      question={question}
      number={7}
      language={language}
      draft={draft}
      previousDisabled={previousDisabled}
      {...handlers}
    />,
  );
  return handlers;
}

describe('QuestionCard', () => {
  it('shows the question, its number and marks, with the draft option checked', () => {
    setup({ draft: { selectedIndex: 1 } });
    expect(screen.getByRole('heading', { name: 'Question 7' })).toBeInTheDocument();
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(screen.getByText('−0.25')).toBeInTheDocument();
    expect(screen.getByTestId('question-text')).toHaveTextContent('Which is right?');
    expect(screen.getByRole('radiogroup', { name: 'Question 7' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Beta q7/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Alpha q7/ })).not.toBeChecked();
  });

  it('shows the question and options in Hindi', () => {
    setup({ language: 'hi' });
    expect(screen.getByTestId('question-text')).toHaveTextContent('Which is right? (हिन्दी)');
    expect(screen.getByRole('radio', { name: /Gamma q7 हि/ })).toBeInTheDocument();
  });

  it('reports the option chosen, by its index, and each button', async () => {
    const user = userEvent.setup();
    const handlers = setup();
    await user.click(screen.getByRole('radio', { name: /Delta q7/ }));
    expect(handlers.onChoose).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await user.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    await user.click(screen.getByRole('button', { name: 'Clear Response' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(handlers.onSaveNext).toHaveBeenCalledTimes(1);
    expect(handlers.onMarkNext).toHaveBeenCalledTimes(1);
    expect(handlers.onClear).toHaveBeenCalledTimes(1);
    expect(handlers.onPrevious).toHaveBeenCalledTimes(1);
  });

  it('disables Previous on the first question', () => {
    setup({ previousDisabled: true });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });
});

/** The card with its draft kept as the player keeps it: chosen options and typed text show at once. */
function Playing({
  question,
  onSaveNext,
  onMarkNext = () => {},
}: {
  question: MockTestPaperQuestion;
  onSaveNext: () => void;
  onMarkNext?: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(question, undefined));
  return (
    <QuestionCard
      question={question}
      number={4}
      language="en"
      draft={draft}
      onChoose={(index) => setDraft((d) => chooseOption(question, d, index))}
      onType={(value) => setDraft(typeValue(value))}
      onMarkNext={onMarkNext}
      onClear={() => setDraft(draftOf(question, undefined))}
      onPrevious={() => {}}
      previousDisabled={false}
      onSaveNext={onSaveNext}
    />
  );
}

describe('QuestionCard with the server’s HTML', () => {
  it('renders the question’s paragraphs, MathML and table, and an option’s markup', () => {
    setup({ question: numericQuestionFixture('q7') });
    const text = screen.getByTestId('question-text');
    expect(text.querySelectorAll('math')).toHaveLength(2);
    expect(text.querySelector('math mn')).toHaveTextContent('2');
    expect(within(text).getByRole('table')).toBeInTheDocument();
    expect(within(text).getByRole('cell', { name: 'Constant' })).toBeInTheDocument();
    expect(within(text).getByRole('region')).toHaveClass('rich-table');
    expect(text).not.toHaveTextContent('<math>');
  });

  it('renders options as HTML on their line', () => {
    setup({ question: multipleQuestionFixture('q7', 'Pick') });
    const option = screen.getByRole('checkbox', { name: /North q7/ }).closest('label')!;
    expect(option.querySelector('strong')).toHaveTextContent('North');
    expect(option.querySelector('.rich-text-inline')).toBeInTheDocument();
  });
});

describe('QuestionCard for a multiple-answer question', () => {
  it('shows checkboxes in a group with the hint, the draft’s options ticked', () => {
    setup({ question: multipleQuestionFixture('q7', 'Pick'), draft: { selectedIndex: null, selectedIndexes: [1, 3] } });
    const group = screen.getByRole('group', { name: 'Question 7' });
    expect(group).toHaveAccessibleDescription('Choose every right option: one or more of them may be right.');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /South q7/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /West q7/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /North q7/ })).not.toBeChecked();
  });

  it('ticks and unticks options, each by its index', async () => {
    const user = userEvent.setup();
    const onSaveNext = vi.fn();
    renderWithProviders(<Playing question={multipleQuestionFixture('q7', 'Pick')} onSaveNext={onSaveNext} />);
    await user.click(screen.getByRole('checkbox', { name: /East q7/ }));
    await user.click(screen.getByRole('checkbox', { name: /North q7/ }));
    await user.click(screen.getByRole('checkbox', { name: /East q7/ }));
    await user.click(screen.getByRole('checkbox', { name: /West q7/ }));
    expect(screen.getByRole('checkbox', { name: /North q7/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /East q7/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /West q7/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(onSaveNext).toHaveBeenCalledTimes(1);
  });

  it('shows the hint in Hindi', async () => {
    await setLanguage('hi');
    try {
      setup({ question: multipleQuestionFixture('q7', 'Pick'), language: 'hi' });
      const hint = screen.getByText('सभी सही विकल्प चुनें: इनमें से एक या अधिक विकल्प सही हो सकते हैं।');
      expect(hint).toHaveAttribute('lang', 'hi');
      expect(screen.getByRole('checkbox', { name: /South q7 हि/ })).toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  });

  it('marks the hint as in the interface’s language, not the paper’s', () => {
    setup({ question: multipleQuestionFixture('q7', 'Pick'), language: 'hi' });
    expect(screen.getByText(/Choose every right option/)).toHaveAttribute('lang', 'en');
  });
});

describe('QuestionCard for a numeric question', () => {
  const numeric = numericQuestionFixture('q4');

  it('has a labelled box for a decimal number, up to 20 characters, and no options', () => {
    setup({ question: numeric, draft: { selectedIndex: null, value: '12.5' } });
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box).toHaveValue('12.5');
    expect(box).toHaveAttribute('inputmode', 'decimal');
    expect(box).toHaveAttribute('maxlength', '20');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByTestId('numeric-error')).toBeEmptyDOMElement();
  });

  it('reports what is typed', async () => {
    const user = userEvent.setup();
    const handlers = setup({ question: numeric });
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '7');
    expect(handlers.onType).toHaveBeenCalledWith('7');
    expect(handlers.onChoose).not.toHaveBeenCalled();
  });

  it('says when what is typed is not a number', () => {
    setup({ question: numeric, draft: { selectedIndex: null, value: '12,5' } });
    expect(screen.getByTestId('numeric-error')).toHaveTextContent('Type a number, such as 42, -3 or 12.5.');
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Type a number, such as 42, -3 or 12\.5\./);
  });

  it('says it in Hindi', async () => {
    await setLanguage('hi');
    try {
      setup({ question: numeric, language: 'hi', draft: { selectedIndex: null, value: 'abc' } });
      expect(screen.getByRole('textbox', { name: 'आपका उत्तर' })).toBeInTheDocument();
      expect(screen.getByTestId('numeric-error')).toHaveTextContent('एक संख्या टाइप करें, जैसे 42, -3 या 12.5।');
    } finally {
      await setLanguage('en');
    }
  });

  it('lets a minus sign be typed first, and saves nothing but a number', async () => {
    const user = userEvent.setup();
    const onSaveNext = vi.fn();
    const onMarkNext = vi.fn();
    renderWithProviders(<Playing question={numeric} onSaveNext={onSaveNext} onMarkNext={onMarkNext} />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    const error = screen.getByTestId('numeric-error');

    await user.type(box, '-');
    expect(error).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(onSaveNext).not.toHaveBeenCalled();
    expect(error).toHaveTextContent('Type a number');
    expect(box).toHaveFocus();

    await user.type(box, '3');
    expect(box).toHaveValue('-3');
    expect(error).toBeEmptyDOMElement();
    await user.type(box, 'x');
    expect(error).toHaveTextContent('Type a number');
    await user.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    expect(onMarkNext).not.toHaveBeenCalled();

    await user.type(box, '{Backspace}.5');
    expect(box).toHaveValue('-3.5');
    expect(error).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(onSaveNext).toHaveBeenCalledTimes(1);
  });

  it('does not take more than 20 characters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Playing question={numeric} onSaveNext={() => {}} />);
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(box, '1234567890123456789012345');
    expect(box).toHaveValue('12345678901234567890');
  });
});

describe('QuestionCard figures', () => {
  const withFigure = (): MockTestPaperQuestion => {
    const question = questionFixture('q8', 'Read the figure.');
    const html =
      '<p>Read the figure.</p><picture><source type="image/webp" srcset="/api/files/small 360w, /api/files/large 1080w" ' +
      'sizes="100vw"><img class="rich-figure" src="/api/files/fallback" width="1080" height="600" alt="Q.8 The area of the triangle"></picture>';
    return { ...question, text: { en: html, hi: html } };
  };

  it('enlarge when tapped, from the widest file, and close again', async () => {
    const user = userEvent.setup();
    setup({ question: withFigure() });
    // The figure itself, tapped.
    await user.click(screen.getByRole('img', { name: 'Q.8 The area of the triangle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Q.8 The area of the triangle' });
    expect(within(dialog).getByRole('img', { name: 'Q.8 The area of the triangle' })).toHaveAttribute(
      'src',
      '/api/files/large',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close the enlarged figure' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('enlarge from their button, by the keyboard', async () => {
    const user = userEvent.setup();
    setup({ question: withFigure() });
    const button = screen.getByRole('button', { name: 'Enlarge: Q.8 The area of the triangle' });
    expect(button).toHaveTextContent('Enlarge');
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Q.8 The area of the triangle' })).toBeInTheDocument();
  });
});

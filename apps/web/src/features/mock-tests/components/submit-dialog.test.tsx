import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MockTestPaper } from '@jobportal/shared';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { Responses } from '../lib/player.ts';
import { attemptFixture } from '../testing/fixtures.ts';
import { SubmitDialog } from './submit-dialog.tsx';

const responses: Responses = {
  e1: { questionKey: 'e1', selectedIndex: 2, markedForReview: false, timeSpentMs: 0 },
  e2: { questionKey: 'e2', selectedIndex: null, markedForReview: true, timeSpentMs: 0 },
};

function setup({
  paper = attemptFixture().paper,
  failed = false,
  pending = false,
}: { paper?: MockTestPaper; failed?: boolean; pending?: boolean } = {}) {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  renderWithProviders(
    <SubmitDialog
      open
      onOpenChange={onOpenChange}
      paper={paper}
      responses={responses}
      language="hi"
      failed={failed}
      pending={pending}
      onConfirm={onConfirm}
    />,
  );
  return { onOpenChange, onConfirm };
}

const count = (container: HTMLElement, state: string) => container.querySelector(`[data-state="${state}"]`);

describe('SubmitDialog', () => {
  it('counts the questions in each state, in all and per section', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Submit the test?' })).toBeInTheDocument();
    const total = screen.getByTestId('submit-total');
    expect(count(total, 'answered')).toHaveTextContent('1');
    expect(count(total, 'marked')).toHaveTextContent('1');
    expect(count(total, 'not_visited')).toHaveTextContent('1');
    const english = screen.getByTestId('submit-sections').querySelector<HTMLElement>('[data-row="english"]')!;
    expect(within(english).getByRole('cell', { name: 'अंग्रेज़ी' })).toBeInTheDocument();
    expect(count(english, 'answered')).toHaveTextContent('1');
    expect(count(english, 'not_visited')).toHaveTextContent('0');
    const maths = screen.getByTestId('submit-sections').querySelector<HTMLElement>('[data-row="maths"]')!;
    expect(count(maths, 'not_visited')).toHaveTextContent('1');
  });

  it('has no table of sections for a paper of one section', () => {
    const paper = attemptFixture().paper;
    setup({ paper: { ...paper, sections: paper.sections.slice(0, 1) } });
    expect(screen.getByTestId('submit-total')).toBeInTheDocument();
    expect(screen.queryByTestId('submit-sections')).not.toBeInTheDocument();
  });

  it('confirms, or goes back to the test', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = setup();
    expect(screen.queryByText(/could not be submitted/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, submit' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Continue the test' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says when the submit failed, and cannot be confirmed twice while one is on its way', () => {
    setup({ failed: true, pending: true });
    expect(
      screen.getByText('The test could not be submitted. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, submit' })).toBeDisabled();
  });
});

export { TypingTest, type TypingTestProps } from './components/typing-test.tsx';
export { DiscardTestDialog } from './components/discard-test-dialog.tsx';

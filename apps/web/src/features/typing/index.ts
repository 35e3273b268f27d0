export { TypingTest, type TypingTestProps } from './components/typing-test.tsx';

-- A mock test's texts rendered once, when it is saved: Markdown and LaTeX to sanitised HTML with MathML.
-- Papers saved before this column existed are rendered on their first read and written back.
ALTER TABLE "mock_tests" ADD COLUMN "rendered" jsonb;

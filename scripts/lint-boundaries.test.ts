import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

// The repository's own lint configuration (eslint.config.js), run on probe files that exist only here.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });

/** The boundary rule's messages for `code` as if it were the file at `filePath`. */
async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

const appliedButton =
  "import { LazyAppliedButton } from '../../applications/components/lazy-applied-button.tsx';\nexport const probe = LazyAppliedButton;\n";

test('a web feature importing another feature by a relative path fails lint', async () => {
  const problems = await boundaryProblems('apps/web/src/features/jobs/components/probe.tsx', appliedButton);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain('Features must not import other features: compose them in app/.');
});

test('a web feature importing its own files passes; the app composing two features passes', async () => {
  expect(
    await boundaryProblems(
      'apps/web/src/features/jobs/components/probe.tsx',
      "import { SaveButton } from './save-button.tsx';\nexport const probe = SaveButton;\n",
    ),
  ).toEqual([]);
  expect(
    await boundaryProblems(
      'apps/web/src/app/routes/probe.tsx',
      "import { LazyAppliedButton } from '../../features/applications/components/lazy-applied-button.tsx';\nimport { JobDetail } from '../../features/jobs/components/job-detail.tsx';\nexport const probe = [LazyAppliedButton, JobDetail];\n",
    ),
  ).toEqual([]);
});

test('a web feature importing the app shell fails lint', async () => {
  const problems = await boundaryProblems(
    'apps/web/src/features/jobs/components/probe.tsx',
    "import { PageHead } from '../../../app/layout/page-head.tsx';\nexport const probe = PageHead;\n",
  );
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain('Features must not import the app shell');
});

test('shared web code importing a feature fails lint', async () => {
  const problems = await boundaryProblems(
    'apps/web/src/components/probe.tsx',
    "import { SaveButton } from '../features/jobs/components/save-button.tsx';\nexport const probe = SaveButton;\n",
  );
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain('Shared code must not depend on features or the app.');
});

test("a server module importing another module's file fails lint; its front door passes", async () => {
  const problems = await boundaryProblems(
    'apps/server/src/modules/share/probe.ts',
    "import { recruitmentRow } from '../jobs/recruitments.repository.ts';\nexport const probe = recruitmentRow;\n",
  );
  expect(problems).toHaveLength(1);
  expect(problems[0]).toContain("Use the other module's index.ts");
  expect(
    await boundaryProblems(
      'apps/server/src/modules/share/probe.ts',
      "import { recruitmentRow } from '../jobs/index.ts';\nexport const probe = recruitmentRow;\n",
    ),
  ).toEqual([]);
});

test('a server module importing its own files passes', async () => {
  expect(
    await boundaryProblems(
      'apps/server/src/modules/jobs/probe.ts',
      "import { recruitmentRow } from './recruitments.repository.ts';\nexport const probe = recruitmentRow;\n",
    ),
  ).toEqual([]);
});

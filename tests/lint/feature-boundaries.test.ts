import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the feature-boundary rule for `code` linted as if it were the file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// ESLint's first run loads the TypeScript parser and every plugin: seconds on a busy two-core machine.
describe('features meet only at index.ts (eslint.config.js)', { timeout: 30_000 }, () => {
  it("refuses a server feature importing another feature's internals, at any depth", async () => {
    expect(
      await boundaryErrors('src/server/features/x/routes.ts', "export { insertGym } from '../gyms/service';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/server/features/x/service/y.ts', "export { insertGym } from '../../gyms/service';\n"),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/server/features/x/service/y.ts',
        "export { sendMails } from '../../gym-submissions/service/mails';\n",
      ),
    ).toEqual([expect.stringContaining('index.ts')]);
  });

  it("allows another feature's index, the feature registry, the feature's own files, platform and db", async () => {
    const code = [
      "export { insertGym } from '../../gyms/index';",
      "export type { Feature } from '../../index';",
      "export { helper } from '../other-file';",
      "export { NotFound } from '../../../platform/errors';",
      "export type { Db } from '../../../db/client';",
      '',
    ].join('\n');
    expect(await boundaryErrors('src/server/features/x/service/y.ts', code)).toEqual([]);
  });

  it("refuses a client feature importing another feature's internals by alias or relative path", async () => {
    expect(
      await boundaryErrors(
        'src/client/features/x/page.tsx',
        "export { useAuth } from '@/features/accounts/use-auth';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/client/features/x/page.tsx',
        "export { formatCount } from '../dashboard/use-dashboard-metrics';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors('src/client/features/x/page.tsx', "export { useAuth } from '@/features/accounts';\n"),
    ).toEqual([]);
  });

  it("refuses a seed, the platform or a component importing a feature's internals; allows its index", async () => {
    expect(
      await boundaryErrors(
        'src/server/db/seed/tasks.ts',
        "export { today } from '../../features/tasks/service/my-tasks';\n",
      ),
    ).toEqual([expect.stringContaining('index.ts')]);
    expect(
      await boundaryErrors(
        'src/server/db/seed/learning-content/x.ts',
        "export { setTags } from '../../../features/documents/service/repository';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/server/platform/images.ts',
        "export { articleImageStore } from '../features/articles/service/images';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/client/components/layout/nav-bar.tsx',
        "export { useAuth } from '@/features/accounts/use-auth';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/client/components/ui/x.tsx',
        "export { useAuth } from '../../features/accounts/use-auth';\n",
      ),
    ).toHaveLength(1);
    const code = (from: string) => `export { a } from '${from}';\n`;
    expect(await boundaryErrors('src/server/db/seed/tasks.ts', code('../../features/tasks/index'))).toEqual([]);
    expect(await boundaryErrors('src/server/platform/x.ts', code('../db/schema/index'))).toEqual([]);
    expect(await boundaryErrors('src/client/components/layout/x.tsx', code('@/features/accounts'))).toEqual([]);
    expect(await boundaryErrors('src/client/components/layout/x.tsx', code('@/components/ui/button'))).toEqual([]);
  });
});

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
});

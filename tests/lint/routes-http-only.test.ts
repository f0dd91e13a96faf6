import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the routes-hold-HTTP-only rule for `code` linted as if it were the file at `file`. */
async function routeErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const declare = 'declare const deps: { db: unknown };\ndeclare function service(x: unknown): unknown;\n';

// ESLint's first run loads the TypeScript parser and every plugin: seconds on a busy two-core machine.
describe('routes hold HTTP only (eslint.config.js)', { timeout: 30_000 }, () => {
  it('refuses deps.db in a routes file, read or destructured', async () => {
    expect(
      await routeErrors('src/server/features/x/routes.ts', `${declare}export const a = service(deps.db);\n`),
    ).toEqual([expect.stringContaining('What a service receives')]);
    expect(
      await routeErrors('src/server/features/x/admin-routes.ts', `${declare}export const { db } = deps;\n`),
    ).toEqual([expect.stringContaining('What a service receives')]);
  });

  it('allows deps in a routes file, and deps.db in a service', async () => {
    expect(await routeErrors('src/server/features/x/routes.ts', `${declare}export const a = service(deps);\n`)).toEqual(
      [],
    );
    expect(
      await routeErrors('src/server/features/x/service.ts', `${declare}export const a = service(deps.db);\n`),
    ).toEqual([]);
  });
});

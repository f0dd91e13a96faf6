import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the module-state rule for `code` linted as if it were the file at `file`. */
async function stateErrors(file: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'local/no-module-state').length;
}

// ESLint's first run loads the TypeScript parser and every plugin: seconds on a busy two-core machine.
describe('no state at module level on the server (eslint.config.js)', { timeout: 30_000 }, () => {
  it('refuses a top-level let, Map or WeakMap in src/server, exported or not', async () => {
    const file = 'src/server/features/x/service/y.ts';
    expect(await stateErrors(file, 'export let n = 0;\n')).toBe(1);
    expect(await stateErrors(file, 'let cache: string[] | null = null;\nexport const get = () => cache;\n')).toBe(1);
    expect(await stateErrors(file, 'const seen = new Map<string, number>();\nexport { seen };\n')).toBe(1);
    expect(await stateErrors(file, 'export const byDb = new WeakMap<object, number>();\n')).toBe(1);
  });

  it('allows constants, state inside functions and classes, tests and the client', async () => {
    const code = [
      "const KINDS = new Set(['a', 'b']);",
      'export function f() {',
      '  let n = 0;',
      '  const m = new Map<string, number>();',
      '  m.set(String(n++), n);',
      '  return { m, KINDS };',
      '}',
      'export class Cache {',
      '  private entries = new Map<string, number>();',
      '  size = () => this.entries.size;',
      '}',
      '',
    ].join('\n');
    expect(await stateErrors('src/server/platform/x.ts', code)).toBe(0);
    expect(await stateErrors('src/server/platform/x.test.ts', 'let t = 0;\nexport const f = () => t++;\n')).toBe(0);
    expect(await stateErrors('src/client/lib/x.ts', 'let t = 0;\nexport const f = () => t++;\n')).toBe(0);
  });
});

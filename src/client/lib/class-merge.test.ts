import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge';

/** Every class-like word in the client's source, variants taken off: the vocabulary to agree on. */
function sourceUtilities(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        for (const [, text] of fs
          .readFileSync(file, 'utf8')
          .matchAll(/(?:className=|cn\(|clsx\()[^]*?['"`]([^'"`]+)['"`]/g)) {
          for (const word of text!.split(/\s+/)) {
            const utility = word.slice(word.lastIndexOf(':') + 1);
            if (/^!?-?[a-z][a-z0-9-]*(?:\/\d+)?(?:-\[[^\]\s]+\])?!?$/.test(utility) && utility.length > 1) {
              words.add(utility);
            }
          }
        }
      }
    }
  };
  walk(path.resolve(import.meta.dirname, '..'));
  // At most three values of each utility ('p-2', 'p-4', 'p-6' stand for every 'p-…').
  const byName = new Map<string, string[]>();
  for (const word of [...words].sort()) {
    const name = word.replace(/-[^-]+$/, '');
    const seen = byName.get(name) ?? [];
    if (seen.length < 3) byName.set(name, [...seen, word]);
  }
  return [...byName.values()].flat();
}

describe('mergeClasses', () => {
  it('lets a later utility of the same kind win, per variant', () => {
    expect(mergeClasses('px-4 py-2 px-6')).toBe('py-2 px-6');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('px-2 p-4')).toBe('p-4');
    expect(mergeClasses('text-sm text-white text-lg')).toBe('text-white text-lg');
    expect(mergeClasses('bg-white hover:bg-slate-50 bg-brand-900')).toBe('hover:bg-slate-50 bg-brand-900');
    expect(mergeClasses('border border-slate-200 border-2')).toBe('border-slate-200 border-2');
    expect(mergeClasses('font-bold font-sans font-semibold')).toBe('font-sans font-semibold');
    expect(mergeClasses('size-10 w-full')).toBe('size-10 w-full');
    expect(mergeClasses('w-full h-4 size-10')).toBe('size-10');
    expect(mergeClasses('hidden sm:flex flex')).toBe('sm:flex flex');
    expect(mergeClasses('unknown-thing other unknown-thing')).toBe('other unknown-thing');
  });

  it("agrees with tailwind-merge on every pair of the client's own utilities", () => {
    const utilities = sourceUtilities();
    expect(utilities.length).toBeGreaterThan(200);
    const disagreements: string[] = [];
    for (const a of utilities) {
      for (const b of utilities) {
        if (a === b) continue;
        const input = `${a} ${b}`;
        const ours = mergeClasses(input);
        const theirs = twMerge(input);
        if (ours !== theirs) disagreements.push(`${input} → ours '${ours}', tailwind-merge '${theirs}'`);
      }
    }
    expect(disagreements.slice(0, 40)).toEqual([]);
  });
});

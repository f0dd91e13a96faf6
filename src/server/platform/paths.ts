import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** The project root, whether running from src/ (tsx, vitest) or dist/ (npm start). */
export const projectRoot = findRoot();

export const projectPath = (...parts: string[]) => path.join(projectRoot, ...parts);

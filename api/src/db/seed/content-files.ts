import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { z } from 'zod';

/**
 * The nearest `content/` folder above this module: the repository's, whether this runs from the source
 * (`api/src/db/seed`) or bundled into a build (`api/dist`); an image puts it beside `api/` too.
 */
function findContentDir(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'content');
    if (existsSync(candidate)) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`No content/ folder above ${__dirname}; set CONTENT_DIR`);
  }
}

/** The launch content's folder (see the README's "Content"). */
export const CONTENT_DIR = process.env.CONTENT_DIR ?? findContentDir();

/** A content file an editor got wrong: names the file, and the field or line. */
export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`content/${file}: ${problems.join('; ')}`);
    this.name = 'ContentError';
  }
}

const where = (issuePath: PropertyKey[]) =>
  issuePath
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '') || '(the whole file)';

const filesRead = new Set<string>();

/** The content files read so far, e.g. `destinations/months.yaml`: a file no loader reads is a mistake. */
export const contentFilesRead = (): string[] => [...filesRead].sort();

/** Reads `content/<file>.yaml` and checks it against `schema`, failing with every problem it has. */
export function readContent<Schema extends z.ZodType>(file: string, schema: Schema): z.output<Schema> {
  const name = `${file}.yaml`;
  filesRead.add(name);
  const document = YAML.parseDocument(readFileSync(path.join(CONTENT_DIR, name), 'utf8'), {
    prettyErrors: true,
  });
  if (document.errors.length > 0)
    throw new ContentError(
      name,
      document.errors.map((error) => error.message),
    );
  const parsed = schema.safeParse(document.toJS());
  if (!parsed.success) {
    throw new ContentError(
      name,
      parsed.error.issues.map((issue) => `${where(issue.path)}: ${issue.message}`),
    );
  }
  return parsed.data;
}

/** Every `.yaml` file of a content folder, by file name, each read as `readContent` does. */
export function readContentFolder<Schema extends z.ZodType>(
  folder: string,
  schema: Schema,
): z.output<Schema>[] {
  return readdirSync(path.join(CONTENT_DIR, folder))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => readContent(`${folder}/${name.slice(0, -'.yaml'.length)}`, schema));
}

/**
 * Solves one photo with the local solver and prints the solution JSON:
 *   npx tsx server/solver/cli.ts <image> [--grade "<grade value>"] [--language <language>]
 * Exits 1 with a message on stderr for a missing or unreadable file or a bad grade or language.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import {
  DEFAULT_GRADE,
  DEFAULT_LANGUAGE,
  GRADE_VALUES,
  LANGUAGE_VALUES,
  type Grade,
  type Language,
} from '../../contract/index.js';
import { createLocalSolver } from './local-solver.js';

const USAGE = 'usage: solve <image> [--grade "<grade value>"] [--language <language>]';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        grade: { type: 'string' },
        language: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(
      `${USAGE}\ngrades: ${GRADE_VALUES.join(' | ')}\nlanguages: ${LANGUAGE_VALUES.join(' | ')}\n`,
    );
    return;
  }
  if (positionals.length !== 1) fail(USAGE);
  const path = positionals[0]!;
  const grade = values.grade ?? DEFAULT_GRADE;
  const language = values.language ?? DEFAULT_LANGUAGE;
  if (!(GRADE_VALUES as readonly string[]).includes(grade))
    fail(`unknown grade "${grade}"; one of: ${GRADE_VALUES.join(' | ')}`);
  if (!(LANGUAGE_VALUES as readonly string[]).includes(language))
    fail(`unknown language "${language}"; one of: ${LANGUAGE_VALUES.join(', ')}`);

  let image: Buffer;
  try {
    image = await readFile(path);
  } catch (error) {
    fail(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  try {
    await sharp(image, { failOn: 'error' }).stats();
  } catch {
    fail(`${path} is not a readable image (jpeg, png, gif or webp)`);
  }

  const solver = createLocalSolver({ threads: 1 });
  try {
    const solution = await solver.solve({ image, grade: grade as Grade, language: language as Language });
    process.stdout.write(`${JSON.stringify(solution, null, 2)}\n`);
  } finally {
    await solver.close();
  }
}

main().catch((error: unknown) =>
  fail(`solver failed: ${error instanceof Error ? error.message : String(error)}`),
);

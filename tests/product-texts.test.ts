import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sr } from '../src/i18n/sr.js';
import { NOT_REACHABLE_IN_JOURNEYS, PRODUCT_TEXTS, type ProductText } from './product-texts.js';

function leafTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leafTexts);
  return [];
}

const journeysDir = path.join(import.meta.dirname, 'e2e');
const journeys = fs
  .readdirSync(journeysDir)
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => fs.readFileSync(path.join(journeysDir, name), 'utf8'))
  .join('\n');

const rows = Object.entries(PRODUCT_TEXTS) as [ProductText, string][];

describe('the texts docs/product.md requires', () => {
  const uiTexts = new Set(leafTexts(sr));

  it.each(rows)('%s is a text of src/i18n/sr.ts, word for word', (_name, text) => {
    expect(uiTexts.has(text)).toBe(true);
  });

  it.each(rows.filter(([name]) => !NOT_REACHABLE_IN_JOURNEYS[name]))(
    '%s is looked for on screen by a journey',
    (name) => {
      expect(journeys).toMatch(new RegExp(`PRODUCT_TEXTS\\.${name}\\b`));
    },
  );
});

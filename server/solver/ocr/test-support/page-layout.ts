/** The layout analyseLayout finds in the ink of a page composed and rendered without photo damage. */
import sharp from 'sharp';
import { composePage, type Cell, type MathMode } from '../../../../tests/solver-corpus/page.js';
import { binarize } from '../binarize.js';
import { labelComponents } from '../components.js';
import { grayFromSharp } from '../gray-image.js';
import { isStraight } from '../layout-reader.js';
import { analyseLayout, type PageLayout } from '../math-layout.js';

export async function layoutOfPage(
  rows: Cell[][],
  mode: MathMode = 'inline',
  face = 'DejaVu Sans',
): Promise<PageLayout> {
  const page = await composePage({
    rows,
    mode,
    print: { minus: '−', times: '·', divide: ':' },
    face,
    size: 44,
    ink: '#111',
    paper: '#fff',
  });
  const ink = binarize(await grayFromSharp(sharp(Buffer.from(page.svg))));
  const { components, labels } = labelComponents(ink);
  return analyseLayout(components, (c) => isStraight(c, ink.width, labels))!;
}

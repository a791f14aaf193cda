/** Photos for the solve journeys, made here: printed text on white, like a phone photo of a task. */
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function svgOfText(text: string, width = 800, height = 200, fontSize = 56): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/><text x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.6)}" font-family="DejaVu Sans" font-size="${fontSize}">${escapeXml(text)}</text></svg>`,
  );
}

/** A JPEG of one line of text, ~56 px DejaVu Sans on white. */
export function photoOfText(text: string): Promise<Buffer> {
  return sharp(svgOfText(text)).jpeg({ quality: 90 }).toBuffer();
}

/** An MJPEG stream (concatenated JPEG frames) for Chromium's fake camera. */
export async function mjpegOfText(text: string, frames = 10): Promise<Buffer> {
  const frame = await sharp(svgOfText(text, 640, 480, 48))
    .jpeg({ quality: 90 })
    .toBuffer();
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** A PDF's bytes: what the server must refuse even when the name says .jpg. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Picks a photo on the upload screen and waits for the task details form. */
export async function pickPhoto(page: Page, name: string, buffer: Buffer, mimeType = 'image/jpeg') {
  await expect(page.getByRole('heading', { name: 'Reši zadatak', level: 1 })).toBeVisible();
  await page.getByLabel('Izaberi sliku').setInputFiles({ name, mimeType, buffer });
  await expect(page).toHaveURL(/\/app\/configure$/);
}

/**
 * `2x + 3 = 11` with an ink blot over the last 1, as on a smudged page: the local engine reads
 * `2x + 3 = 10` and answers it (a misread the pupil corrects; tests/e2e/correct.spec.ts).
 */
export function photoWithInkBlot(): Promise<Buffer> {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="200"><rect width="100%" height="100%" fill="white"/><text x="40" y="120" font-family="DejaVu Sans" font-size="56">2x + 3 = 11</text><ellipse cx="360" cy="100" rx="14" ry="26" fill="black"/></svg>',
  );
  return sharp(svg).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A photo of a sentence and no maths: what the local engine reports as "no maths found"
 * (tests/e2e/correct.spec.ts). A faint print of a task served until round 9, whose faint-page
 * mending reads it.
 */
export function proseOnlyPhoto(): Promise<Buffer> {
  return photoOfText('Danas je lep dan.');
}

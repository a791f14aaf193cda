import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shareResponseSchema, type SolutionJson } from '../../../contract/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { photoOfText, solveCalls } from '../../test-support/solve-flow.js';
import { scriptedSolver, solutionSaying } from '../solve/solve.test-solvers.js';
import { SHARE_MESSAGES, SHARE_PAGE_TEXTS } from './share.messages.js';

const solver = scriptedSolver();
let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp({ solver, worker: true, env: { SOLVE_WAIT_SECONDS: '20' } });
  photo = await photoOfText('15 : 3 =');
});
afterAll(() => t.close());

/** A solution whose every field carries maths, as the local engine writes it. */
function fractionSolution(): SolutionJson {
  const base = solutionSaying('\\(x = \\frac{15}{3} = 5\\)');
  const task = base.math_solutions[0]!;
  return {
    math_solutions: [
      {
        ...task,
        problem_title_generated: 'Deljenje \\(\\frac{15}{3}\\)',
        problem_latex: '15 : 3',
        introduction_latex: 'Računamo \\(\\frac{15}{3}\\) i proveravamo \\(3 \\cdot 5 = 15\\).',
        steps: [
          {
            step_number: 1,
            description_latex: 'Podelimo: \\(\\frac{15}{3} = 5\\).',
            explanation_latex: 'Deljenje je obrnuto od množenja.',
            intermediate_result_latex: '\\frac{15}{3} = 5',
          },
        ],
      },
    ],
  };
}

beforeEach(() => {
  solver.next = () => fractionSolution();
});

async function user() {
  const { authorization } = await t.signUp();
  return solveCalls(t.app, authorization);
}

type Api = Awaited<ReturnType<typeof user>>;

async function solved(api: Api): Promise<string> {
  const id = await api.uploaded(photo);
  expect((await api.solve(id)).json()).toEqual({ status: 'COMPLETED' });
  return id;
}

const createLink = (api: Api, id: string) => api.call('GET', `/share/${id}/create-static`);

async function shareUrl(api: Api, id: string): Promise<URL> {
  const res = await createLink(api, id);
  expect(res.statusCode).toBe(200);
  return new URL(shareResponseSchema.parse(res.json()).solution_page_url);
}

/** A page as a person sees it: no tags, no styles, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<(svg|mjx-assistive-mml)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];

describe('GET /api/v1/share/{id}/create-static', () => {
  it('answers the same absolute URL with an unguessable token every time', async () => {
    const api = await user();
    const id = await solved(api);
    const first = await shareUrl(api, id);
    expect(first.href).toMatch(/^http:\/\/localhost\/s\//);
    // 32 URL-safe characters: 192 random bits.
    expect(first.pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{32}$/);
    expect((await shareUrl(api, id)).href).toBe(first.href);

    // Calls at the same moment agree too: the first token written wins.
    const other = await solved(api);
    const urls = await Promise.all(Array.from({ length: 5 }, () => shareUrl(api, other)));
    expect(new Set(urls.map((u) => u.href)).size).toBe(1);
    expect(urls[0]!.href).not.toBe(first.href);
  });

  it('answers 404 for another user’s solution, an unknown id and a malformed id, and 401 without a session', async () => {
    const owner = await user();
    const id = await solved(owner);
    const stranger = await user();
    for (const res of [
      await createLink(stranger, id),
      await createLink(owner, '00000000-0000-4000-8000-000000000000'),
      await createLink(owner, 'nije-id'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: SHARE_MESSAGES.notFound });
    }
    const anonymous = await t.app.inject({ url: `/api/v1/share/${id}/create-static` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a photo that is not a maths task and a solve that failed, with a clear detail', async () => {
    const api = await user();
    solver.next = () => solutionSaying('', 'no');
    const notMaths = await solved(api);
    const refused = await createLink(api, notMaths);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ detail: SHARE_MESSAGES.nothingToShare });

    solver.next = () => Promise.reject(new Error('engine exploded'));
    const failed = await api.uploaded(photo);
    expect((await api.solve(failed)).json()).toEqual({ status: 'FAILED' });
    const notSolved = await createLink(api, failed);
    expect(notSolved.statusCode).toBe(409);
    expect(notSolved.json()).toEqual({ detail: SHARE_MESSAGES.notSolved });

    const { solution_id: notUploaded } = await api.uploadUrl();
    expect((await createLink(api, notUploaded)).statusCode).toBe(409);
  });

  it('writes links to PUBLIC_URL when it is set', async () => {
    const other = await createTestApp({
      solver,
      worker: true,
      env: { SOLVE_WAIT_SECONDS: '20', PUBLIC_URL: 'https://resavac.example.rs/' },
    });
    try {
      const { authorization } = await other.signUp();
      const api = solveCalls(other.app, authorization);
      const id = await api.uploaded(photo);
      await api.solve(id);
      const url = new URL(shareResponseSchema.parse((await createLink(api, id)).json()).solution_page_url);
      expect(url.origin).toBe('https://resavac.example.rs');
      const page = await other.app.inject({ url: url.pathname });
      expect(meta(page.body, 'og:image')).toBe(`https://resavac.example.rs${url.pathname}/image`);
    } finally {
      await other.close();
    }
  });
});

describe('the share page', () => {
  it('is HTML anyone can open, with the maths typeset, the preview tags and a strict CSP', async () => {
    const api = await user();
    const url = await shareUrl(api, await solved(api));
    const page = await t.app.inject({ url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');

    const html = page.body;
    expect(html).toContain('<html lang="sr">');
    expect(html.match(/<mjx-container[^>]*jax="SVG"/g)?.length).toBeGreaterThanOrEqual(5);
    // Screen readers get the maths as MathML.
    expect(html).toContain('<mjx-assistive-mml');
    expect(html).toMatch(/<mfrac><mn>15<\/mn><mn>3<\/mn><\/mfrac>/);
    const text = visibleText(html);
    expect(text).toContain(SHARE_PAGE_TEXTS.title);
    expect(text).toContain(SHARE_PAGE_TEXTS.finalAnswer);
    expect(text).toContain('Deljenje je obrnuto od množenja.');
    // What was read, as in the app.
    expect(text).toContain(SHARE_PAGE_TEXTS.readTask);
    expect(html).toMatch(/<section class="read">[\s\S]*?<mn>15<\/mn><mo>:<\/mo><mn>3<\/mn>/);
    expect(text).toContain(SHARE_PAGE_TEXTS.cta);
    expect(text).not.toMatch(/\\frac|\\\(|\\\)|\\cdot/);
    expect(html).not.toMatch(/<script/i);

    expect(meta(html, 'og:title')).toBe(SHARE_PAGE_TEXTS.documentTitle('Deljenje 15/3'));
    expect(meta(html, 'og:description')).toBe(SHARE_PAGE_TEXTS.description('x = 15/3 = 5'));
    expect(meta(html, 'og:url')).toBe(url.href);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:image:width')).toBe('800');
    const imageUrl = new URL(meta(html, 'og:image')!);
    expect(imageUrl.pathname).toBe(`${url.pathname}/image`);
    expect(meta(html, 'twitter:image')).toBe(imageUrl.href);
    const image = await t.app.inject({ url: imageUrl.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(photo)).toBe(true);
    // Previews may show it on other sites.
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("default-src 'none'");
    // The page's one <style> is exactly the one the policy's hash allows.
    const style = html.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    expect(csp).toContain(`style-src-elem 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('is rendered once and then served from memory, revalidated with its ETag', async () => {
    const api = await user();
    const id = await solved(api);
    const url = await shareUrl(api, id);
    const first = await t.app.inject({ url: url.pathname });
    // Changing the JSON behind the cache's back (same updated_at) shows the page is not rendered again.
    await t.container.database.db
      .updateTable('solutions')
      .set({ solution_json: JSON.stringify(solutionSaying('\\(x = 7\\)')) })
      .where('id', '=', id)
      .execute();
    const second = await t.app.inject({ url: url.pathname });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      url: url.pathname,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // Compressed for clients that take gzip, with a validator of its own.
    const zipped = await t.app.inject({ url: url.pathname, headers: { 'accept-encoding': 'br, gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(first.body);
    expect(zipped.rawPayload.length).toBeLessThan(first.body.length / 3);
    expect(zipped.headers.etag).not.toBe(first.headers.etag);
    const refused = await t.app.inject({ url: url.pathname, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(first.body);
  });

  it('answers 404 (page and photo) once the solution is deleted, alone or with the whole history', async () => {
    const api = await user();
    const one = await shareUrl(api, await solved(api));
    const rest = await shareUrl(api, await solved(api));
    for (const url of [one, rest]) {
      expect((await t.app.inject({ url: url.pathname })).statusCode).toBe(200); // now cached
      expect((await t.app.inject({ url: `${url.pathname}/image` })).statusCode).toBe(200);
    }

    const oneId = (await api.call('GET', '/problems/history')).json().data[1].id as string;
    expect((await api.call('DELETE', '/problems/history', { solution_ids: [oneId] })).statusCode).toBe(200);
    const gone = await t.app.inject({ url: one.pathname });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visibleText(gone.body)).toContain(SHARE_PAGE_TEXTS.notFoundTitle);
    expect(gone.body).not.toContain('id="root"'); // not the PWA shell
    expect((await t.app.inject({ url: `${one.pathname}/image` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: rest.pathname })).statusCode).toBe(200);

    expect((await api.call('DELETE', '/problems/history')).statusCode).toBe(200);
    expect((await t.app.inject({ url: rest.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${rest.pathname}/image` })).statusCode).toBe(404);
  });

  it('answers the Serbian 404 page for unknown tokens and other paths under /s/', async () => {
    for (const path of ['/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/s/kratko', '/s/x/y/z', '/s']) {
      const res = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain("script-src 'none'");
      expect(visibleText(res.body)).toContain(SHARE_PAGE_TEXTS.notFoundText);
    }
  });

  it('renders LaTeX that tries links, styles or raw HTML inert, even if it reached the database unsanitised', async () => {
    const api = await user();
    // Through the solve: the sanitiser (solve/sanitize-latex.ts) already strips it on the way in.
    solver.next = () => solutionSaying('\\(\\href{javascript:alert(1)}{x = 5}\\)');
    const sanitised = await shareUrl(api, await solved(api));
    // Straight into the row, as if the sanitiser had missed it: the page's own settings must hold.
    const id = await solved(api);
    const raw = solutionSaying(
      '\\(\\href{javascript:alert(1)}{x = 5}\\) \\(\\style{background:url(javascript:alert(2))}{y}\\) ' +
        '\\(\\class{evil}{z}\\) <script>alert(3)</script> <img src=x onerror=alert(4)> \\(\\text{<b onclick=alert(5)>}\\)',
    );
    raw.math_solutions[0]!.problem_title_generated = '"><script>alert(6)</script>';
    await t.container.database.db
      .updateTable('solutions')
      .set({ solution_json: JSON.stringify(raw), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const unsanitised = await shareUrl(api, id);

    for (const url of [sanitised, unsanitised]) {
      const html = (await t.app.inject({ url: url.pathname })).body;
      const body = html.slice(html.indexOf('<body>'));
      // No element came from the LaTeX: no script, no image, no event handler on any tag.
      expect(body).not.toMatch(/<script|<img src=x|<[^>]+\son[a-z]+=/i);
      expect(body).not.toMatch(/href="?javascript:/i);
      expect(body).not.toMatch(/url\(javascript/i);
      // Only the page's own links: the logo, the two calls to action.
      expect(body.match(/<a /g)?.length).toBe(3);
      expect(html).not.toMatch(/<meta[^>]*content="[^"]*"><script/);
    }
    const text = visibleText((await t.app.inject({ url: unsanitised.pathname })).body);
    expect(text).toContain('<script>alert(3)</script>'); // shown as text, never run
  });

  it('shows the algebra check’s verdicts: Provereno and how, Nije provereno, and a declined task’s wrong step', async () => {
    const task = fractionSolution().math_solutions[0]!;
    solver.next = () => ({
      math_solutions: [
        {
          ...task,
          verification: {
            status: 'verified',
            checks: ['solution', 'substitution', 'steps'],
            steps_checked: 1,
          },
        },
        {
          ...task,
          problem_title_generated: 'Tekstualni zadatak',
          verification: { status: 'unverified', checks: [] },
        },
        {
          ...task,
          outcome: 'declined',
          steps: [
            { ...task.steps[0]!, step_number: 1 },
            { ...task.steps[0]!, step_number: 2 },
          ],
          verification: { status: 'flagged', checks: ['steps'], action: 'declined', first_wrong_step: 2 },
        },
      ],
    });
    const api = await user();
    const html = (await t.app.inject({ url: (await shareUrl(api, await solved(api))).pathname })).body;
    const text = visibleText(html);
    const v = SHARE_PAGE_TEXTS.verification;
    expect(text).toContain(`✓ ${v.verified}`);
    expect(text).toContain(`${v.byAlgebra}${v.substituted}.${v.stepsChecked(1)}`);
    expect(text).toContain(`? ${v.unverified}`);
    expect(text).toContain(`✕ ${v.declined}`);
    expect(text).toContain(v.stepDeclined(2));
    expect(html.match(/class="step step--wrong"/g)).toHaveLength(1);
    expect(text).toContain(v.wrongStep);
    // The explanation opens without script.
    expect(html).toMatch(/<details class="verify verify--ok"><summary class="verify__badge">/);
  });

  it('shows no label on a solution stored before the check', async () => {
    const api = await user();
    const html = (await t.app.inject({ url: (await shareUrl(api, await solved(api))).pathname })).body;
    expect(html).not.toContain('class="verify');
  });

  it('renders again when the stored solution changes', async () => {
    const api = await user();
    const id = await solved(api);
    const url = await shareUrl(api, id);
    const before = await t.app.inject({ url: url.pathname });
    await t.container.database.db
      .updateTable('solutions')
      .set({ solution_json: JSON.stringify(solutionSaying('\\(x = 7\\)')), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const after = await t.app.inject({ url: url.pathname });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toMatch(/<mn>7<\/mn>/);
  });
});

/** What the benches share: the product's settings with the fake model, and one pupil's solve as the PWA sends it. */

/** Settings that start the product on its own port and data dir, solving with the fake model at `aiUrl`. */
export function productEnv(aiUrl: string, dataDir: string): Record<string, string> {
  return {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SOLVER: 'openai',
    OPENAI_BASE_URL: aiUrl,
    OPENAI_API_KEY: 'bench',
    OPENAI_MODEL: 'bench',
  };
}

/** One HTTP call of a bench: how it retries or counts failures is the bench's own business. */
export interface BenchCallInit {
  json?: unknown;
  auth?: string;
  form?: FormData;
}

export type BenchCall = (method: string, path: string, init?: BenchCallInit) => Promise<Response>;

/** One request as the PWA sends it: a JSON body or a form, and the bearer token. */
export function benchFetch(
  base: string,
  method: string,
  path: string,
  init: BenchCallInit = {},
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: {
      ...(init.json ? { 'content-type': 'application/json' } : {}),
      ...(init.auth ? { authorization: init.auth } : {}),
    },
    body: init.form ?? (init.json ? JSON.stringify(init.json) : undefined),
  });
}

/** Upload URL → photo to storage → upload-completed → solve-problem; answers the solution id. */
export async function uploadAndSolve(call: BenchCall, auth: string, photo: Buffer): Promise<string> {
  const upload = await call('POST', '/api/v1/generate-upload-url/', {
    auth,
    json: {
      original_image_name: 'z.jpg',
      original_image_type: 'image/jpeg',
      grade: 'Faculty',
      language: 'srpski',
    },
  });
  const { solution_id, data } = (await upload.json()) as {
    solution_id: string;
    data: { url: string; fields: Record<string, string> };
  };
  const form = new FormData();
  for (const [k, v] of Object.entries(data.fields)) form.append(k, v);
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'z.jpg');
  await call('POST', data.url, { form });
  await call('POST', '/api/v1/upload-completed', { auth, json: { solution_id } });
  await call('POST', '/api/v1/solve-problem', { auth, json: { solution_id } });
  return solution_id;
}

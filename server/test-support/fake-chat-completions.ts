/**
 * A local stand-in for an OpenAI-compatible chat-completions server (POST /v1/chat/completions)
 * that answers as scripted and counts its calls. Tests script it directly; a journey running it
 * as another process (tests/e2e/fake-model-server.ts) scripts it over HTTP:
 *   POST /__fake/script  { answers: ScriptedAnswer[] }   queue answers, in order
 *   GET  /__fake/calls   → { calls }                     completions answered so far
 *   POST /__fake/reset                                   empty the queue, zero the count
 */
import Fastify from 'fastify';

export interface ScriptedAnswer {
  /** The assistant message's content (a JSON string for a solution). */
  content?: string;
  /** Wait this long before answering (a slow model). */
  delayMs?: number;
  /** Answer this HTTP status with an error body instead. */
  status?: number;
}

export interface ChatRequest {
  authorization?: string;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: unknown }>;
    response_format?: unknown;
  };
}

export interface FakeChatCompletions {
  /** The base URL to give the OpenAI client (ends in /v1). */
  url: string;
  /** Queue answers; they are used in order, one per call. */
  script: (...answers: ScriptedAnswer[]) => void;
  /** Answers calls when the queue is empty (e.g. by the photo sent); default: HTTP 500. */
  respondWith: (responder: (request: ChatRequest) => ScriptedAnswer | Promise<ScriptedAnswer>) => void;
  calls: () => number;
  requests: ChatRequest[];
  reset: () => void;
  close: () => Promise<void>;
}

export async function startFakeChatCompletions(
  options: { port?: number; host?: string } = {},
): Promise<FakeChatCompletions> {
  const app = Fastify({ logger: false, bodyLimit: 30 * 1024 * 1024, forceCloseConnections: true });
  let queue: ScriptedAnswer[] = [];
  const requests: ChatRequest[] = [];
  let responder: ((request: ChatRequest) => ScriptedAnswer | Promise<ScriptedAnswer>) | null = null;

  app.post('/v1/chat/completions', async (request, reply) => {
    const received: ChatRequest = {
      authorization: request.headers.authorization,
      body: request.body as ChatRequest['body'],
    };
    requests.push(received);
    const answer = queue.shift() ?? (responder ? await responder(received) : { status: 500 });
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (answer.status) return reply.code(answer.status).send({ error: { message: 'scripted failure' } });
    return {
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      created: 1,
      model: received.body.model ?? 'fake-vision',
      choices: [
        { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content ?? '' } },
      ],
    };
  });
  app.post('/__fake/script', async (request) => {
    queue.push(...(request.body as { answers: ScriptedAnswer[] }).answers);
    return { queued: queue.length };
  });
  app.get('/__fake/calls', async () => ({ calls: requests.length }));
  app.post('/__fake/reset', async () => {
    queue = [];
    requests.length = 0;
    return { calls: 0 };
  });

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return {
    url: `${address}/v1`,
    script: (...answers) => queue.push(...answers),
    respondWith: (next) => (responder = next),
    calls: () => requests.length,
    requests,
    reset: () => {
      queue = [];
      requests.length = 0;
    },
    close: () => app.close(),
  };
}

/** The photo a call carried (the data URL's bytes), to answer by photo. */
export function photoOf(request: ChatRequest): Buffer | null {
  for (const message of request.body.messages ?? []) {
    if (!Array.isArray(message.content)) continue;
    for (const part of message.content as Array<{ type?: string; image_url?: { url?: string } }>) {
      const url = part.type === 'image_url' ? part.image_url?.url : undefined;
      const base64 = url?.split(',', 2)[1];
      if (base64) return Buffer.from(base64, 'base64');
    }
  }
  return null;
}

/** An OpenAI-compatible chat-completions server that answers one fixed solution: benches measure the product, not a model. */
import Fastify from 'fastify';
import { solutionSaying } from '../../server/modules/solve/solve.test-solvers.js';

export async function startFakeAi(
  options: { delayMs?: number } = {},
): Promise<{ url: string; calls: () => number; close: () => Promise<void> }> {
  const fakeAi = Fastify({ logger: false, forceCloseConnections: true });
  const content = JSON.stringify(solutionSaying('x = 5'));
  let calls = 0;
  fakeAi.post('/v1/chat/completions', async () => {
    calls++;
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    return {
      id: 'c',
      object: 'chat.completion',
      created: 1,
      model: 'bench',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
    };
  });
  const url = `${await fakeAi.listen({ port: 0, host: '127.0.0.1' })}/v1`;
  return { url, calls: () => calls, close: () => fakeAi.close() };
}

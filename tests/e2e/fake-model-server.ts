/**
 * The fake chat-completions model of the AI journeys, as a process of its own
 * (playwright.config.ts starts it on FAKE_MODEL_PORT). Journeys script its answers over HTTP:
 * see server/test-support/fake-chat-completions.ts.
 */
import { startFakeChatCompletions } from '../../server/test-support/fake-chat-completions.js';

const port = Number(process.env.FAKE_MODEL_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('FAKE_MODEL_PORT must be a port number');
const fake = await startFakeChatCompletions({ port });
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

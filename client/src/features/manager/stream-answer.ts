import { EventSourceParserStream } from 'eventsource-parser/stream';
import { renewAccessToken } from '../../auth/session-renewal';
import { readTokens } from '../../auth/token-store';

/** What the page is told while the manager writes: more text, or that the draft so far is dropped. */
export interface AnswerDraftHandlers {
  onText(added: string): void;
  onRestart(): void;
}

const UNREACHABLE = 'Failed to reach your manager.';

function postQuestion(question: string, accessToken: string | undefined): Promise<Response> {
  return fetch('/manager/answers', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ question }),
  });
}

/** Sends the question with the session's token, renewing the session once if the server refuses it. */
async function sendQuestion(question: string): Promise<Response> {
  const accessToken = readTokens()?.accessToken;
  const response = await postQuestion(question, accessToken);
  if (response.status !== 401 || !accessToken) return response;
  const renewed = await renewAccessToken(accessToken);
  return renewed ? postQuestion(question, renewed) : response;
}

/**
 * Asks the manager over POST /manager/answers and follows the answer as it is written (server-sent
 * events). Settles once the answer is stored; rejects with the server's message when it is refused.
 */
export async function streamAnswer(question: string, handlers: AnswerDraftHandlers): Promise<void> {
  const response = await sendQuestion(question);
  if (!response.ok || !response.body) {
    const refusal = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(refusal.message ?? UNREACHABLE);
  }
  // A reader rather than `for await`: Safari's streams are not async iterable.
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (let read = await events.read(); !read.done; read = await events.read()) {
    const event = read.value;
    if (event.event === 'text') handlers.onText((JSON.parse(event.data) as { text: string }).text);
    else if (event.event === 'restart') handlers.onRestart();
    else if (event.event === 'answer') return;
    else if (event.event === 'error') {
      throw new Error((JSON.parse(event.data) as { message?: string }).message ?? UNREACHABLE);
    }
  }
  throw new Error(UNREACHABLE);
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the run's stand-in model listens (its /v1), published by the global setup. */
export const STAND_IN_MODEL_ENV = 'BACKLINE_E2E_MODEL_URL';

/** A question with this in it is held after its first words until the test calls `releaseHeldAnswers`. */
export const HOLD_MARK = '(hold)';
/** A question with this in it gets a release date proposed for its first project, 2099-03-06. */
export const DATE_MARK = '(date)';

interface ChatRequest {
  messages: { role: string; content?: string | null }[];
}

export interface StandInModel {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A stand-in for an OpenAI-compatible chat completions server, streaming (`stream: true`) as one
 * does: asked first, it calls the `list_projects` tool; given its result, it answers word by word
 * from the projects it was shown. POST /release lets every held answer finish.
 */
export async function startStandInModel(): Promise<StandInModel> {
  const held: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/release') {
        for (const release of held.splice(0)) release();
        res.end();
        return;
      }
      void stream(res, JSON.parse(body) as ChatRequest, held);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    stop: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

async function stream(res: http.ServerResponse, request: ChatRequest, held: Array<() => void>) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const send = (delta: unknown) => res.write(`data: ${JSON.stringify({ choices: [{ delta }] })}\n\n`);
  const question = request.messages.findLast((message) => message.role === 'user')?.content ?? '';
  const results = request.messages.filter((message) => message.role === 'tool');
  const projects = results[0]?.content;
  const call = (name: string, args: unknown) =>
    send({
      tool_calls: [
        {
          index: 0,
          id: `call_${results.length}`,
          type: 'function',
          function: { name, arguments: JSON.stringify(args) },
        },
      ],
    });
  if (typeof projects !== 'string') {
    call('list_projects', {});
  } else if (question.includes(DATE_MARK) && results.length === 1) {
    const [first] = JSON.parse(projects) as { title: string }[];
    call('propose_release_date', {
      project: first?.title,
      date: '2099-03-06',
      reason: 'A Friday, after mastering.',
    });
  } else {
    const titles = (JSON.parse(projects) as { title: string }[]).map((project) => `"${project.title}"`);
    const words =
      `Finish ${titles.join(' and ') || 'a first song'} before anything else, then release it on a Friday.`.split(
        /(?<= )/,
      );
    for (const [index, word] of words.entries()) {
      send({ content: word });
      if (index === 3 && question.includes(HOLD_MARK))
        await new Promise<void>((release) => held.push(release));
    }
  }
  res.end('data: [DONE]\n\n');
}

/** Lets every answer the stand-in holds finish (its address is on process.env in the workers). */
export async function releaseHeldAnswers(): Promise<void> {
  const modelUrl = process.env[STAND_IN_MODEL_ENV];
  if (!modelUrl) throw new Error(`${STAND_IN_MODEL_ENV} is not set: run the specs with \`playwright test\`.`);
  await fetch(new URL('/release', modelUrl), { method: 'POST' });
}

import { type Response, Router } from 'express';
import { restErrorHandler } from '../../http/error-handler.js';
import { forSignedIn } from '../../http/route-access.js';
import type { Services } from '../../services.js';
import { knownErrorOf } from '../../shared/errors.js';
import { presentProposal } from './manager.presenter.js';
import type { ManagerMessage } from './manager-message.entity.js';

/** The answer as REST and the stream's last event show it. */
function presentAnswer(message: ManagerMessage) {
  return {
    id: message.id,
    author: message.author,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    proposal: presentProposal(message),
  };
}

/** Writes one server-sent event; a reader that has gone is not written to (the answer is kept anyway). */
function sendEvent(res: Response, event: string, data: unknown): void {
  if (res.writableEnded || res.destroyed) return;
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * POST /manager/answers {question}: asks the manager. With `Accept: text/event-stream` the answer is
 * streamed as it is written (events `text` {text}, `restart`, then `answer` with the stored message,
 * or `error` {message, code}); otherwise 201 with the stored answer. A refused question (blank, too
 * long, no manager chosen) is a plain 400 either way, before any event.
 */
export function managerRoutes({ managerConversation }: Services): Router {
  const router = Router();
  router.post(
    '/manager/answers',
    forSignedIn(async (req, res, userId) => {
      const question: unknown = req.body?.question;
      if (req.accepts(['application/json', 'text/event-stream']) !== 'text/event-stream') {
        const answer = await managerConversation.ask(req.context.em, userId, question as string);
        res.status(201).json(presentAnswer(answer));
        return;
      }
      let streaming = false;
      try {
        const answer = await managerConversation.ask(req.context.em, userId, question as string, {
          accepted: () => {
            streaming = true;
            res.writeHead(200, {
              'content-type': 'text/event-stream; charset=utf-8',
              // no-transform keeps the compression middleware from holding events back.
              'cache-control': 'no-cache, no-transform',
              'x-accel-buffering': 'no',
            });
            res.flushHeaders();
          },
          text: (added) => sendEvent(res, 'text', { text: added }),
          startOver: () => sendEvent(res, 'restart', {}),
        });
        sendEvent(res, 'answer', presentAnswer(answer));
        res.end();
      } catch (error) {
        if (!streaming) throw error;
        const known = knownErrorOf(error);
        if (!known) req.log.error({ err: error }, 'unexpected error while streaming an answer');
        sendEvent(res, 'error', {
          message: known?.message ?? 'Your manager could not answer just now. Please try again.',
          code: known?.code ?? 'INTERNAL_SERVER_ERROR',
        });
        res.end();
      }
    }),
  );
  router.use('/manager', restErrorHandler('message'));
  return router;
}

import { createParser } from 'eventsource-parser';
import {
  AdvisorKind,
  type AdvisorQuestion,
  type AnswerDraft,
  type ManagerAdvisor,
} from './manager-advisor.js';
import type { WorkspaceTool } from './workspace-tools.js';

export interface ChatModelSettings {
  /** e.g. https://api.openai.com/v1 or a local server's /v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** Rounds of tool calls a model may make before it must answer. */
const MAX_TOOL_ROUNDS = 3;
/** A tool's answer is cut here, so one long list cannot fill the model's context. */
const MAX_TOOL_RESULT_CHARS = 8_000;

/** Said before the built-in advisor's answer when the model could not give one. */
export const FALLBACK_NOTE =
  'The AI model could not be reached just now, so this is the built-in advisor’s answer.';

interface ToolCall {
  id?: string;
  type?: string;
  function?: { name?: string; arguments?: unknown };
}
/** One piece of a streamed reply (`stream: true`): a bit of the text, or of a tool call by its index. */
interface StreamedChunk {
  choices?: { delta?: { content?: string | null; tool_calls?: (ToolCall & { index?: number })[] } }[];
}
interface ModelMessage {
  role: string;
  content?: string | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}

/**
 * Answers through an OpenAI-compatible chat completions endpoint (a hosted API, llama.cpp's server,
 * Ollama), with the persona as the system prompt and the artist's workspace as tools the model may
 * call (`tools` of the chat completions API): each call runs for the asking artist only. When the
 * endpoint fails or times out, the fallback advisor answers, and the answer says so.
 */
export class ChatModelAdvisor implements ManagerAdvisor {
  readonly kind = AdvisorKind.MODEL;

  constructor(
    private readonly settings: ChatModelSettings,
    private readonly fallback: ManagerAdvisor,
    private readonly onFailure: (error: unknown) => void = () => undefined,
  ) {}

  async answer(question: AdvisorQuestion, draft?: AnswerDraft): Promise<string> {
    try {
      return await this.converse(question, AbortSignal.timeout(this.settings.timeoutMs), draft);
    } catch (error) {
      this.onFailure(error);
      draft?.startOver();
      return `${FALLBACK_NOTE} ${await this.fallback.answer(question)}`;
    }
  }

  private async converse(
    question: AdvisorQuestion,
    signal: AbortSignal,
    draft?: AnswerDraft,
  ): Promise<string> {
    const { persona, history, tools } = question;
    const system = [
      `You are ${persona.name}, "${persona.title}", an AI career manager for an independent musician.`,
      `Your style: ${persona.description} Traits: ${persona.traits.join(', ')}.`,
      'Use the tools to read the artist’s own projects, tracks, playlists, plan and figures before you answer, and quote them.',
      'Answer the question asked, in under 150 words, with concrete next steps. If it is not about their music career, say so briefly.',
    ].join(' ');
    const messages: ModelMessage[] = [
      { role: 'system', content: system },
      ...history.map((line) => ({
        role: line.author === 'ARTIST' ? 'user' : 'assistant',
        content: line.content,
      })),
      { role: 'user', content: question.question },
    ];
    for (let round = 0; ; round++) {
      const reply = await this.complete(messages, round < MAX_TOOL_ROUNDS ? tools : [], signal, draft);
      const calls = reply.tool_calls ?? [];
      if (calls.length === 0) {
        const content = reply.content?.trim();
        if (!content) throw new Error('Chat model answered without content.');
        return content;
      }
      // What it wrote before calling a tool was not the answer.
      if (reply.content) draft?.startOver();
      const named = calls.map((call, index) => ({ ...call, id: call.id ?? `call_${round}_${index}` }));
      messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: named });
      for (const call of named) {
        messages.push({ role: 'tool', tool_call_id: call.id, content: await runTool(tools, call) });
      }
    }
  }

  /** One reply of the model; streamed (`stream: true`) when someone follows the draft. */
  private async complete(
    messages: ModelMessage[],
    tools: readonly WorkspaceTool[],
    signal: AbortSignal,
    draft?: AnswerDraft,
  ): Promise<ModelMessage> {
    const response = await fetch(`${this.settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.settings.model,
        messages,
        ...(draft ? { stream: true } : {}),
        ...(tools.length > 0
          ? {
              tools: tools.map((tool) => ({
                type: 'function',
                function: {
                  name: tool.name,
                  description: tool.description,
                  parameters: tool.parameters ?? { type: 'object', properties: {} },
                },
              })),
            }
          : {}),
      }),
      signal,
    });
    if (!response.ok) throw new Error(`Chat model answered ${response.status}.`);
    // A server that does not stream answers whole, as JSON.
    if (draft && response.body && response.headers.get('content-type')?.includes('text/event-stream')) {
      return readStreamedReply(response.body, draft);
    }
    const body = (await response.json()) as { choices?: { message?: ModelMessage }[] };
    const message = body.choices?.[0]?.message;
    if (!message) throw new Error('Chat model answered without a message.');
    return message;
  }
}

/**
 * A streamed reply put back together: its text, told to `draft` piece by piece, and its tool calls,
 * whose names and arguments arrive in pieces by index. Ends at `[DONE]` or at the end of the body.
 */
async function readStreamedReply(
  body: ReadableStream<Uint8Array>,
  draft: AnswerDraft,
): Promise<ModelMessage> {
  let content = '';
  const calls: { id?: string; type?: string; function: { name: string; arguments: string } }[] = [];
  let unreadable: unknown = null;
  const parser = createParser({
    onEvent: ({ data }) => {
      if (data === '[DONE]' || unreadable) return;
      let chunk: StreamedChunk;
      try {
        chunk = JSON.parse(data) as StreamedChunk;
      } catch (error) {
        unreadable = error;
        return;
      }
      const delta = chunk.choices?.[0]?.delta;
      if (delta?.content) {
        content += delta.content;
        draft.text(delta.content);
      }
      for (const part of delta?.tool_calls ?? []) {
        const index = part.index ?? 0;
        calls[index] ??= { function: { name: '', arguments: '' } };
        const call = calls[index];
        if (part.id) call.id = part.id;
        if (part.type) call.type = part.type;
        if (typeof part.function?.name === 'string') call.function.name += part.function.name;
        if (typeof part.function?.arguments === 'string') call.function.arguments += part.function.arguments;
      }
    },
  });
  const decoder = new TextDecoder();
  for await (const bytes of body) {
    parser.feed(decoder.decode(bytes, { stream: true }));
    if (unreadable) throw new Error('Chat model streamed a chunk that is not JSON.');
  }
  return { role: 'assistant', content: content || null, tool_calls: calls.filter(Boolean) };
}

/** Runs the tool a call names, for the asking artist; an unknown tool or a failed read is told to the model. */
async function runTool(tools: readonly WorkspaceTool[], call: ToolCall): Promise<string> {
  const tool = tools.find((candidate) => candidate.name === call.function?.name);
  if (!tool) return JSON.stringify({ error: `There is no tool named ${String(call.function?.name)}.` });
  const result = JSON.stringify(await tool.run(argumentsOf(call)));
  return result.length > MAX_TOOL_RESULT_CHARS ? `${result.slice(0, MAX_TOOL_RESULT_CHARS)}…` : result;
}

/** A call's arguments: a JSON string as the spec says, or an object as some servers send. */
function argumentsOf(call: ToolCall): Record<string, unknown> {
  const given = call.function?.arguments;
  if (given && typeof given === 'object') return given as Record<string, unknown>;
  if (typeof given !== 'string' || given.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(given);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

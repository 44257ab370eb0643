import type { AdvisorQuestion, ManagerAdvisor } from './manager-advisor.js';

export interface ChatModelSettings {
  /** e.g. https://api.openai.com/v1 or a local server's /v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/**
 * Answers through an OpenAI-compatible chat completions endpoint, with the persona and the artist's
 * facts as the system prompt. When the endpoint fails or times out, the fallback advisor answers, so
 * the manager never goes silent.
 */
export class ChatModelAdvisor implements ManagerAdvisor {
  constructor(
    private readonly settings: ChatModelSettings,
    private readonly fallback: ManagerAdvisor,
    private readonly onFailure: (error: unknown) => void = () => undefined,
  ) {}

  async answer(question: AdvisorQuestion): Promise<string> {
    try {
      return await this.ask(question);
    } catch (error) {
      this.onFailure(error);
      return this.fallback.answer(question);
    }
  }

  private async ask({ persona, question, facts, history }: AdvisorQuestion): Promise<string> {
    const system = [
      `You are ${persona.name}, "${persona.title}", an AI career manager for an independent musician.`,
      `Your style: ${persona.description} Traits: ${persona.traits.join(', ')}.`,
      `The artist's data: ${JSON.stringify(facts)}.`,
      'Answer in under 120 words with concrete next steps that use their data.',
    ].join(' ');
    const response = await fetch(`${this.settings.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.settings.model,
        messages: [
          { role: 'system', content: system },
          ...history.map((line) => ({
            role: line.author === 'ARTIST' ? 'user' : 'assistant',
            content: line.content,
          })),
          { role: 'user', content: question },
        ],
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    if (!response.ok) throw new Error(`Chat model answered ${response.status}.`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content?.trim();
    if (!content) throw new Error('Chat model answered without content.');
    return content;
  }
}

import { FIELD_LIMITS } from '@backline/field-rules';
import { type EntityManager, LockMode, QueryOrder } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { scope } from '../../policies/policy.js';
import { withoutRefusedCharacters } from '../../shared/control-characters.js';
import { findPage } from '../../shared/entity-page.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { Page, PageRequest } from '../../shared/paging.js';
import { unitOfWork } from '../../shared/unit-of-work.js';
import { parseInput } from '../../shared/validation.js';
import { User } from '../accounts/user.entity.js';
import type { ManagerService } from './manager.service.js';
import type { AdvisorKind, AnswerDraft, ManagerAdvisor } from './manager-advisor.js';
import { ManagerMessage, MessageAuthor, ProposalKind } from './manager-message.entity.js';
import { MANAGER_PERSONAS } from './manager-personas.js';
import { type Proposal, proposalTools } from './manager-proposals.js';
import type { WorkspaceTool } from './workspace-tools.js';

export const NO_MANAGER_CHOSEN = 'Please select an AI manager first.';

/** What the conversation reads and does in other modules, through their services. */
export interface ConversationWork {
  /** The artist's own projects with their stages, the most recently changed first. */
  projects(
    em: EntityManager,
    ownerId: string,
  ): Promise<{ id: string; title: string; stage: string; targetReleaseDate: string | null }[]>;
  /** The artist's tracks, newest first (at most 100), with their true peak once measured. */
  tracks(em: EntityManager, ownerId: string): Promise<{ title: string; truePeakDbtp: number | null }[]>;
  /** The reads of the workspace a chat model may call, for this artist. */
  tools(em: EntityManager, ownerId: string): WorkspaceTool[];
  /** Sets a project's target release date, as its owner. */
  setReleaseDate(tx: EntityManager, ownerId: string, projectId: string, day: string): Promise<unknown>;
  /** Keeps a text note on a project, as the artist. */
  addNote(tx: EntityManager, ownerId: string, projectId: string, content: string): Promise<unknown>;
}

const NO_WORK: ConversationWork = {
  projects: async () => [],
  tracks: async () => [],
  tools: () => [],
  setReleaseDate: async () => undefined,
  addNote: async () => undefined,
};
/** Follows one question: told once it is accepted, then the answer's draft as it is written. */
export interface AnswerFollower extends AnswerDraft {
  accepted(): void;
}

const HISTORY_LINES = 10;
const MESSAGE_NOT_FOUND = 'Message not found.';
const PROPOSAL_NOT_FOUND = 'That answer proposed nothing.';

const questionSchema = z.object({
  question: z
    .string({ error: 'Ask a question first.' })
    .trim()
    .min(1, 'Ask a question first.')
    .max(
      FIELD_LIMITS.manager.question,
      `A question must be at most ${FIELD_LIMITS.manager.question} characters.`,
    ),
});

/** Questions to the manager and its answers, stored as one conversation per artist. */
export class ManagerConversationService {
  constructor(
    private readonly manager: ManagerService,
    private readonly advisor: ManagerAdvisor,
    private readonly work: ConversationWork = NO_WORK,
    private readonly countQuestion: (ownerId: string) => Promise<void> = async () => undefined,
  ) {}

  /** Where the answers come from, for the screen to say so. */
  get advisorKind(): AdvisorKind {
    return this.advisor.kind;
  }

  /** A page of the conversation in time order, oldest first (a chat pages back with `last`/`before`). */
  conversation(em: EntityManager, ownerId: string, request: PageRequest): Promise<Page<ManagerMessage>> {
    return findPage(
      em,
      ManagerMessage,
      scope(ManagerMessage, ownerId),
      [{ createdAt: QueryOrder.ASC }, { id: QueryOrder.ASC }],
      request,
    );
  }

  /** One line of the caller's own conversation; another artist's id is NOT_FOUND. */
  async findMessage(em: EntityManager, ownerId: string, messageId: string): Promise<ManagerMessage> {
    const found = isUuid(messageId)
      ? await em.findOne(ManagerMessage, { id: messageId, ...scope(ManagerMessage, ownerId) })
      : null;
    if (!found) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return found;
  }

  /** The line, locked for this transaction: acceptances of one proposal at once take turns. */
  private async lockedMessage(
    tx: EntityManager,
    ownerId: string,
    messageId: string,
  ): Promise<ManagerMessage> {
    const found = isUuid(messageId)
      ? await tx.findOne(
          ManagerMessage,
          { id: messageId, ...scope(ManagerMessage, ownerId, 'update') },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        )
      : null;
    if (!found) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return found;
  }

  /**
   * Stores the question and the answer; refused until a manager is chosen. A `follower` is told when
   * the question is accepted and then the answer as it is written; the answer is kept either way.
   */
  async ask(
    em: EntityManager,
    ownerId: string,
    rawQuestion: string,
    follower?: AnswerFollower,
  ): Promise<ManagerMessage> {
    const { question } = parseInput(questionSchema, { question: rawQuestion });
    await this.countQuestion(ownerId);
    const state = await this.manager.state(em, ownerId);
    if (!state.chosenAt) throw new ValidationError(NO_MANAGER_CHOSEN);
    follower?.accepted();
    // One after another: inside a mutation's transaction they share its one connection.
    const facts = await this.manager.artistFacts(em, ownerId);
    const history = await recentLines(em, ownerId, HISTORY_LINES);
    const projects = await this.work.projects(em, ownerId);
    const tracks = await this.work.tracks(em, ownerId);
    const proposals: Proposal[] = [];
    const ownProject = async (title: string) =>
      projects.find((project) => project.title.toLowerCase() === title.toLowerCase()) ?? null;
    const answer = await this.advisor.answer(
      {
        persona: MANAGER_PERSONAS[state.style],
        question,
        facts,
        projects: projects.map(({ title, stage, targetReleaseDate }) => ({
          title,
          stage,
          targetReleaseDate,
        })),
        tracks,
        tools: [
          ...this.work.tools(em, ownerId),
          ...proposalTools(ownProject, (made) => proposals.push(made)),
        ],
        history: history.map((line) => ({ author: line.author, content: line.content })),
      },
      follower,
    );
    const owner = em.getReference(User, ownerId);
    const asked = new ManagerMessage(owner, state.style, MessageAuthor.ARTIST, question);
    // A model may write control characters no person could type (PostgreSQL refuses NUL): kept out.
    const answered = new ManagerMessage(
      owner,
      state.style,
      MessageAuthor.MANAGER,
      withoutRefusedCharacters(answer),
    );
    // The answer is always the later line of the two.
    answered.createdAt = new Date(asked.createdAt.getTime() + 1);
    const [proposal] = proposals;
    if (proposal) keepProposal(answered, proposal);
    await unitOfWork(em, async (tx) => {
      tx.persist([asked, answered]);
    });
    return answered;
  }

  /**
   * Carries out what an answer proposed, once (accepting again changes nothing): a task joins today's
   * plan (stored first if it is not yet), a release date is set on the project, a pitch note is kept
   * on it. NOT_FOUND for another artist's line, a line that proposed nothing, or a project gone since.
   */
  async acceptProposal(em: EntityManager, ownerId: string, messageId: string): Promise<ManagerMessage> {
    return unitOfWork(em, async (tx) => {
      const message = await this.lockedMessage(tx, ownerId, messageId);
      if (!message.proposalKind || !message.proposalTitle) throw new NotFoundError(PROPOSAL_NOT_FOUND);
      if (message.proposalAcceptedAt) return message;
      await this.carryOut(tx, ownerId, message);
      message.proposalAcceptedAt = new Date();
      return message;
    });
  }

  private async carryOut(tx: EntityManager, ownerId: string, message: ManagerMessage): Promise<void> {
    const { proposalProjectId: projectId, proposalReleaseDate: day, proposalNote: note } = message;
    switch (message.proposalKind) {
      case ProposalKind.TASK:
        await this.manager.addProposedTask(tx, ownerId, {
          key: `proposal-${message.id}`,
          title: message.proposalTitle ?? '',
          reason: message.proposalReason ?? '',
        });
        return;
      case ProposalKind.RELEASE_DATE:
        if (!projectId || !day) throw new NotFoundError(PROPOSAL_NOT_FOUND);
        await this.work.setReleaseDate(tx, ownerId, projectId, day);
        return;
      case ProposalKind.PITCH_NOTE:
        if (!projectId || !note) throw new NotFoundError(PROPOSAL_NOT_FOUND);
        await this.work.addNote(tx, ownerId, projectId, note);
        return;
      default:
        throw new NotFoundError(PROPOSAL_NOT_FOUND);
    }
  }
}

/** Keeps what an answer proposes on the answer, for the artist to accept. */
function keepProposal(answer: ManagerMessage, proposal: Proposal): void {
  answer.proposalKind = proposal.kind;
  answer.proposalTitle = proposal.title;
  answer.proposalReason = proposal.reason;
  answer.proposalProjectId = proposal.projectId ?? null;
  answer.proposalReleaseDate = proposal.releaseDate ?? null;
  answer.proposalNote = proposal.note ?? null;
}

/** The conversation's last `limit` lines, oldest first: what the advisor reads before answering. */
async function recentLines(em: EntityManager, ownerId: string, limit: number): Promise<ManagerMessage[]> {
  const newestFirst = await em.find(ManagerMessage, scope(ManagerMessage, ownerId), {
    orderBy: { createdAt: QueryOrder.DESC, id: QueryOrder.DESC },
    limit,
  });
  return newestFirst.reverse();
}

import {
  clearUpcoming,
  currentItem,
  emptyQueue,
  hasNext,
  itemKey,
  moveInQueue,
  nextInQueue,
  type PlayerItem,
  type PlayerQueue,
  previousInQueue,
  refreshInQueue,
  removeFromQueue,
  shuffleUpcoming,
  startQueue,
  unshuffleUpcoming,
} from './player-queue';

export type PlaybackStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'ended' | 'error';
/** Off: the queue plays once. All: after the last item, the first. One: the current item again. */
export type RepeatMode = 'off' | 'all' | 'one';
const NEXT_REPEAT: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' };

export interface PlayerSnapshot {
  queue: PlayerQueue;
  status: PlaybackStatus;
  error: string;
  shuffle: boolean;
  repeat: RepeatMode;
  /** 0 to 1. */
  volume: number;
  muted: boolean;
}

/** What is kept of the player between visits (player-memory.ts), to come back to, paused. */
export interface RememberedPlayer {
  queue: PlayerQueue;
  seconds: number;
  shuffle: boolean;
  repeat: RepeatMode;
}

/** Whether Next has somewhere to go: a next item, or the first again when the queue repeats. */
export function canGoNext({ queue, repeat }: Pick<PlayerSnapshot, 'queue' | 'repeat'>): boolean {
  return hasNext(queue) || (repeat === 'all' && queue.items.length > 1);
}

/** A freshly signed address for an item, and the item's details as they are now (fresh cover addresses). */
export interface ResolvedAudio {
  url: string;
  item?: PlayerItem;
}

/** Answers a freshly signed address for an item (addresses expire after a few minutes). */
export type AudioUrlResolver = (item: PlayerItem) => Promise<ResolvedAudio>;

/** Answers an item's details as they are now, with freshly signed cover addresses; null when it has none. */
export type ItemDetailsResolver = (item: PlayerItem) => Promise<PlayerItem | null>;

/** Previous restarts the current item when it has played longer than this, as music players do. */
const RESTART_INSTEAD_OF_PREVIOUS_AFTER_SECONDS = 3;

/**
 * The workspace's one player: a single audio element, so starting anything stops whatever played
 * before, and a queue it walks in order. It fetches each item's signed address when the item comes
 * up, and when the element reports an error (an address that expired during a long pause, say) it
 * asks for a fresh one once and resumes where it was.
 */
export class PlayerEngine {
  private snapshot: PlayerSnapshot = {
    queue: emptyQueue,
    status: 'idle',
    error: '',
    shuffle: false,
    repeat: 'off',
    volume: 1,
    muted: false,
  };
  /** The list as it was before shuffling, to put back when shuffle goes off. */
  private unshuffled: readonly PlayerItem[] = [];
  private time = 0;
  private readonly listeners = new Set<() => void>();
  private readonly timeListeners = new Set<() => void>();
  private loadGeneration = 0;
  private renewedSinceLastPlay = false;
  private wantsToPlay = false;
  /** Where an item switched to mid-song starts, until its metadata lets the element go there. */
  private startPosition: number | null = null;

  constructor(
    readonly audio: HTMLAudioElement,
    private readonly resolveUrl: AudioUrlResolver,
    private readonly resolveDetails: ItemDetailsResolver = async () => null,
  ) {
    audio.preload = 'auto';
  }

  /** Starts listening to the audio element; the returned function stops playback and listening. */
  connect(): () => void {
    const audio = this.audio;
    const on = (type: string, listener: () => void) => {
      audio.addEventListener(type, listener);
      return () => audio.removeEventListener(type, listener);
    };
    const offs = [
      on('playing', () => {
        this.renewedSinceLastPlay = false;
        this.update({ status: 'playing', error: '' });
      }),
      on('play', () => this.update({ status: 'playing', error: '' })),
      on('pause', () => {
        if (this.snapshot.status === 'playing') this.update({ status: 'paused' });
      }),
      on('ended', () => this.onEnded()),
      on('error', () => void this.onMediaError()),
      on('loadedmetadata', () => {
        if (this.startPosition === null) return;
        audio.currentTime = Math.min(this.startPosition, audio.duration || this.startPosition);
        this.startPosition = null;
      }),
      // Until a switched-to item has gone to its start, the element's own zero is not the position.
      on('timeupdate', () => {
        if (this.startPosition === null) this.setTime(audio.currentTime);
      }),
      on('seeked', () => {
        this.setTime(audio.currentTime);
        if (this.snapshot.status === 'ended' && audio.currentTime < audio.duration) {
          this.update({ status: 'paused' });
        }
      }),
    ];
    return () => {
      this.stopAudio();
      for (const off of offs) off();
      this.update({ queue: emptyQueue, status: 'idle', error: '' });
    };
  }

  /**
   * Comes back to a remembered queue and place, paused: no audio loads until Play. The current item's
   * cover addresses were not kept (they expire), so its details are asked for again at once.
   */
  restore(remembered: RememberedPlayer): void {
    const item = currentItem(remembered.queue);
    if (this.current() || !item) return;
    this.unshuffled = remembered.queue.items;
    this.update({
      queue: remembered.queue,
      status: 'paused',
      shuffle: remembered.shuffle,
      repeat: remembered.repeat,
    });
    this.setTime(Math.max(0, remembered.seconds));
    // Without them (offline, the track deleted since), the placeholder stays until Play says more.
    this.resolveDetails(item).then(
      (fresh) => {
        if (fresh) this.refresh(fresh);
      },
      () => undefined,
    );
  }

  /** The listener's volume; what the element plays at is that, times the current item's gain. */
  setVolume(volume: number): void {
    const level = Math.min(1, Math.max(0, volume));
    this.audio.muted = level === 0 ? this.audio.muted : false;
    this.update({ volume: level, muted: this.audio.muted });
  }

  setMuted(muted: boolean): void {
    this.audio.muted = muted;
    this.update({ muted });
  }

  toggleMute(): void {
    this.setMuted(!this.snapshot.muted);
  }

  /** Shuffles what is to come, or puts it back in the list's order. */
  setShuffle(shuffle: boolean): void {
    if (shuffle === this.snapshot.shuffle) return;
    const { queue } = this.snapshot;
    if (shuffle) this.unshuffled = queue.items;
    this.update({
      shuffle,
      queue: shuffle ? shuffleUpcoming(queue) : unshuffleUpcoming(queue, this.unshuffled),
    });
  }

  /** Off, then all, then one, then off again. */
  cycleRepeat(): void {
    this.update({ repeat: NEXT_REPEAT[this.snapshot.repeat] });
  }

  /** Moves a queued item to another place; what plays goes on playing. */
  move(from: number, to: number): void {
    const queue = moveInQueue(this.snapshot.queue, from, to);
    if (queue !== this.snapshot.queue) this.update({ queue });
  }

  /** Plays the queued item at `index` from its start. */
  playAt(index: number): void {
    const { queue } = this.snapshot;
    if (index < 0 || index >= queue.items.length) return;
    this.update({ queue: { ...queue, index } });
    this.loadCurrent();
  }

  /** Takes everything but what plays out of the queue. */
  clearUpcoming(): void {
    this.update({ queue: clearUpcoming(this.snapshot.queue) });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlayerSnapshot => this.snapshot;

  subscribeTime = (listener: () => void): (() => void) => {
    this.timeListeners.add(listener);
    return () => this.timeListeners.delete(listener);
  };

  /** Seconds played of the current item. */
  getTime = (): number => this.time;

  current(): PlayerItem | null {
    return currentItem(this.snapshot.queue);
  }

  /** Plays a list from one of its items; the rest of the list follows in order. */
  playQueue(items: readonly PlayerItem[], startIndex = 0): void {
    this.update({ queue: startQueue(items, startIndex) });
    this.loadCurrent();
  }

  /** Plays a list from one of its items, starting that item at a moment (a comment's, say). */
  playQueueAt(items: readonly PlayerItem[], startIndex: number, seconds: number): void {
    this.update({ queue: startQueue(items, startIndex) });
    this.loadCurrent(seconds, true);
  }

  /**
   * Plays a list from one of its items at the position the current item has reached, playing or
   * paused as it was: switching between versions of one song (A/B) keeps the place in the song.
   */
  switchQueue(items: readonly PlayerItem[], startIndex = 0): void {
    const position = this.time;
    const playing = this.snapshot.status === 'playing' || this.snapshot.status === 'loading';
    this.update({ queue: startQueue(items, startIndex) });
    this.loadCurrent(position, playing);
  }

  play(): void {
    if (!this.current()) return;
    if (this.snapshot.status === 'ended') {
      this.seek(0);
    }
    if (this.snapshot.status === 'error' || !this.audio.getAttribute('src')) {
      // A restored item starts where it was left.
      this.loadCurrent(this.snapshot.status === 'error' ? 0 : this.time);
      return;
    }
    this.wantsToPlay = true;
    void this.startAudio();
  }

  pause(): void {
    this.wantsToPlay = false;
    this.audio.pause();
    if (this.snapshot.status === 'loading') this.update({ status: 'paused' });
  }

  toggle(): void {
    if (this.snapshot.status === 'playing' || this.snapshot.status === 'loading') this.pause();
    else this.play();
  }

  next(): void {
    const { queue } = this.snapshot;
    if (!canGoNext(this.snapshot)) return;
    this.update({ queue: hasNext(queue) ? nextInQueue(queue) : { ...queue, index: 0 } });
    this.loadCurrent();
  }

  previous(): void {
    const queue = this.snapshot.queue;
    if (this.time > RESTART_INSTEAD_OF_PREVIOUS_AFTER_SECONDS || queue.index === 0) {
      this.seek(0);
      return;
    }
    this.update({ queue: previousInQueue(queue) });
    this.loadCurrent();
  }

  seek(seconds: number): void {
    const item = this.current();
    if (!item) return;
    const end = Number.isFinite(this.audio.duration) ? this.audio.duration : item.durationSeconds;
    const target = Math.min(Math.max(0, seconds), end);
    this.audio.currentTime = target;
    this.setTime(target);
    if (this.snapshot.status === 'ended') this.update({ status: 'paused' });
  }

  /** Takes an item out of the queue (it was deleted); stops it if it was playing. */
  remove(item: Pick<PlayerItem, 'kind' | 'id'>): void {
    const wasCurrent = this.current();
    const queue = removeFromQueue(this.snapshot.queue, itemKey(item));
    if (queue === this.snapshot.queue) return;
    const stillCurrent = currentItem(queue);
    this.update({ queue });
    if (wasCurrent && stillCurrent && itemKey(wasCurrent) === itemKey(stillCurrent)) return;
    this.stopAudio();
    this.update({ status: stillCurrent ? 'paused' : 'idle' });
  }

  /** Shows an item's new details (a renamed track) wherever the queue holds it. */
  refresh(item: PlayerItem): void {
    const queue = refreshInQueue(this.snapshot.queue, item);
    if (queue !== this.snapshot.queue) this.update({ queue });
  }

  private loadCurrent(startAt = 0, play = true): void {
    const item = this.current();
    if (!item) return;
    // The previous item's audio goes at once, so nothing of it plays under this item's name.
    this.stopAudio();
    const generation = this.loadGeneration;
    this.wantsToPlay = play;
    this.renewedSinceLastPlay = false;
    this.update({ status: play ? 'loading' : 'paused', error: '' });
    this.startPosition = startAt > 0 ? startAt : null;
    this.setTime(startAt);
    this.resolveUrl(item).then(
      (resolved) => {
        if (generation !== this.loadGeneration) return;
        if (resolved.item) this.refresh(resolved.item);
        this.audio.src = resolved.url;
        if (this.wantsToPlay) void this.startAudio();
      },
      () => {
        if (generation !== this.loadGeneration) return;
        this.fail(`Could not load ${item.title}.`);
      },
    );
  }

  private async startAudio(): Promise<void> {
    try {
      await this.audio.play();
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      // Autoplay refused (no user gesture yet, e.g. from the OS controls): wait for Play.
      if (failure instanceof DOMException && failure.name === 'NotAllowedError') {
        this.wantsToPlay = false;
        this.update({ status: 'paused' });
        return;
      }
      // Errors of the media itself arrive as the element's error event, which renews the address.
    }
  }

  private onEnded(): void {
    const { repeat, queue } = this.snapshot;
    if (repeat === 'one' || (repeat === 'all' && queue.items.length === 1)) {
      this.seek(0);
      this.wantsToPlay = true;
      void this.startAudio();
      return;
    }
    if (canGoNext(this.snapshot)) {
      this.next();
      return;
    }
    this.wantsToPlay = false;
    this.update({ status: 'ended' });
  }

  private async onMediaError(): Promise<void> {
    const item = this.current();
    if (!item || !this.audio.getAttribute('src')) return;
    if (this.renewedSinceLastPlay) {
      this.fail(`Could not play ${item.title}.`);
      return;
    }
    this.renewedSinceLastPlay = true;
    const generation = this.loadGeneration;
    const resumeAt = this.time;
    const resume = this.wantsToPlay;
    let url: string;
    try {
      const resolved = await this.resolveUrl(item);
      url = resolved.url;
    } catch {
      if (generation === this.loadGeneration) this.fail(`Could not load ${item.title}.`);
      return;
    }
    if (generation !== this.loadGeneration) return;
    this.audio.src = url;
    if (resumeAt > 0) this.audio.currentTime = resumeAt;
    if (resume) void this.startAudio();
  }

  private fail(message: string): void {
    this.wantsToPlay = false;
    this.audio.pause();
    this.update({ status: 'error', error: message });
  }

  /** Silences and empties the element; an address still being fetched will no longer be used. */
  private stopAudio(): void {
    this.loadGeneration += 1;
    this.startPosition = null;
    this.wantsToPlay = false;
    this.audio.pause();
    this.audio.removeAttribute('src');
    this.audio.load();
    this.setTime(0);
  }

  private setTime(seconds: number): void {
    if (seconds === this.time) return;
    this.time = seconds;
    for (const listener of this.timeListeners) listener();
  }

  private update(changes: Partial<PlayerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...changes };
    if ('queue' in changes || 'volume' in changes) this.applyLevel();
    for (const listener of this.listeners) listener();
  }

  /** The element's volume: the listener's, lowered by the current item's gain (matched loudness). */
  private applyLevel(): void {
    const gainDb = Math.min(0, this.current()?.gainDb ?? 0);
    const level = this.snapshot.volume * 10 ** (gainDb / 20);
    if (this.audio.volume !== level) this.audio.volume = level;
  }
}

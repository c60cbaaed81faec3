import type { FastifyBaseLogger } from 'fastify';
import type { ObjectId } from 'mongodb';
import type { ImageStore } from './image-store';
import { renderAll } from './render';

/**
 * Makes an upload's renditions off the request's path (decision 032). The upload stores the original and
 * its durable "renditions pending" entry and answers; this in-process queue renders it next. A process that
 * stops before it is done leaves the entry, and the next start's sweep (of any replica) renders it then.
 * One image at a time: the catalog shares small machines with the other services.
 */
export class RenditionWorker {
  private readonly queue: ObjectId[] = [];
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly images: ImageStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  enqueue(id: ObjectId): void {
    if (this.stopped) return;
    if (!this.queue.some((queued) => queued.equals(id))) this.queue.push(id);
    this.running ??= this.drain().finally(() => (this.running = null));
  }

  /** Queues every image still flagged (at start: uploads a stopped process never rendered). */
  async sweep(): Promise<void> {
    for (const id of await this.images.pendingRenditions()) this.enqueue(id);
  }

  /** Resolves when the queue is empty (tests, and a clean stop). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    await this.idle();
  }

  private async drain(): Promise<void> {
    for (let id = this.queue.shift(); id; id = this.queue.shift()) {
      try {
        await this.render(id);
      } catch (error) {
        // the entry stays: the next start tries again (a broken database now is not a broken image)
        this.log.warn({ err: error, imageId: id.toHexString() }, 'image renditions failed; retried at next start');
      }
    }
  }

  private async render(id: ObjectId): Promise<void> {
    const original = await this.images.readAll(id);
    // deleted meanwhile, or the process stopped between the pending entry and the upload
    if (!original) return this.images.renditionsDone(id);
    let renditions;
    try {
      renditions = await renderAll(original);
    } catch (error) {
      // bytes that start like an image but do not decode: the original is served, never retried
      this.log.warn({ err: error, imageId: id.toHexString() }, 'image does not decode; its original is served');
      await this.images.renditionsDone(id);
      return;
    }
    for (const rendition of renditions) await this.images.saveRendition(id, rendition);
    await this.images.renditionsDone(id);
    // deleted while rendering: remove what was just written
    if (!(await this.images.find(id))) await this.images.remove(id);
  }
}

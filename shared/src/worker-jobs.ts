import path from 'node:path';
import { parentPort, Worker, type ResourceLimits } from 'node:worker_threads';

/** A job's answer from the worker thread: its result, or the message of the error it failed with. */
export type JobReply<R> = { id: number; result: R } | { id: number; error: string };

/**
 * The file `name` beside `callerFile`: TypeScript run by tsx (npm start, the tests, the bench) or the build's
 * JavaScript. TypeScript through tsx's require hook: on Node 20 a worker ignores the module hooks `--import tsx`
 * registers, and its file failed to load (a brand's price list answered 500 under `npm start`).
 */
export function workerBeside(callerFile: string, name: string): { file: string; execArgv: string[] } {
  const extension = path.extname(callerFile);
  return {
    file: path.join(path.dirname(callerFile), `${name}${extension}`),
    execArgv: extension === '.ts' ? ['--require', 'tsx/cjs'] : [],
  };
}

export interface WorkerJobsOptions<R> {
  /** The thread's name where the system lists threads (top -H, /proc/<pid>/task; 15 bytes shown). */
  name?: string;
  workerData?: unknown;
  resourceLimits?: ResourceLimits;
  /** What a result becomes once it crossed threads (a Buffer arrives as a Uint8Array). */
  received?: (result: R) => R;
}

/**
 * Jobs run in a worker thread of their own (its file answers them with answerJobs), started with the first job.
 * A worker that fails or stops fails the jobs it had, and the next job starts another; once stopped, none runs.
 * An idle worker does not keep the process alive.
 */
export class WorkerJobs<J, R> {
  private worker?: Worker;
  private readonly waiting = new Map<number, { resolve(result: R): void; reject(error: Error): void }>();
  private last = 0;
  private stopped = false;

  constructor(
    private readonly file: { file: string; execArgv: string[] },
    private readonly options: WorkerJobsOptions<R> = {},
  ) {}

  run(job: J): Promise<R> {
    if (this.stopped) return Promise.reject(new Error('the worker thread is stopped'));
    const worker = this.started();
    const id = ++this.last;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, job });
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const { name, workerData, resourceLimits } = this.options;
    const worker = new Worker(this.file.file, { execArgv: this.file.execArgv, name, workerData, resourceLimits });
    worker.on('message', (reply: JobReply<R>) => this.settle(reply));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`the worker thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: JobReply<R>): void {
    const waiting = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    if (!this.waiting.size) this.worker?.unref();
    if ('error' in reply) return waiting?.reject(new Error(reply.error));
    waiting?.resolve(this.options.received ? this.options.received(reply.result) : reply.result);
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker === worker) this.worker = undefined;
    for (const { reject } of this.waiting.values()) reject(error);
    this.waiting.clear();
  }
}

/** In a worker thread of WorkerJobs: each job answered with `work`'s result, or its error's message. */
export function answerJobs<J, R>(work: (job: J) => Promise<R>) {
  const port = parentPort!;
  port.on('message', ({ id, job }: { id: number; job: J }) => {
    work(job).then(
      (result) => port.postMessage({ id, result } satisfies JobReply<R>),
      (error: Error) => port.postMessage({ id, error: error.message } satisfies JobReply<R>),
    );
  });
}

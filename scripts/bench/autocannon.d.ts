/** The part of autocannon 9's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }
    interface RequestSpec extends RawRequest {
      setupRequest?: (req: RawRequest, context: Record<string, unknown>) => RawRequest;
    }
    interface Options extends RawRequest {
      url: string;
      connections?: number;
      duration?: number;
      timeout?: number;
      pipelining?: number;
      requests?: RequestSpec[];
    }
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      duration: number;
      start: Date;
      finish: Date;
      '2xx': number;
      statusCodeStats?: Record<string, { count: number }>;
    }
    interface Client {
      requestIterator: { context: Record<string, unknown> };
    }
    interface Instance extends Promise<Result> {
      stop(): void;
      /** A response: its client (whose requests are answered in order, with the context setupRequest got). */
      on(event: 'response', listener: (client: Client, status: number, bytes: number, ms: number) => void): void;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  namespace autocannon {
    /** A run's result as a worker thread gets it (histograms not yet aggregated), made into the main thread's. */
    function aggregateResult(results: unknown[], options: Options): Result;
  }
  export = autocannon;
}

/** autocannon's queue of a connection's requests in flight, whose addBody keeps each answer's body. */
declare module 'autocannon/lib/pipelinedRequestsQueue' {
  class PipelinedRequestsQueue {
    addBody(data: Buffer): void;
  }
  export = PipelinedRequestsQueue;
}

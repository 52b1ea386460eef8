/** Undo steps run once, newest first, on success, failure, Ctrl-C or a watchdog timeout. */
export class Cleanup {
  private readonly steps: { name: string; run: () => Promise<void> | void }[] = [];
  private running: Promise<void> | undefined;

  add(name: string, run: () => Promise<void> | void): void {
    this.steps.push({ name, run });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps.reverse()) {
        try {
          await step.run();
        } catch (error) {
          console.error(`cleanup: ${step.name} failed: ${(error as Error).message}`);
        }
      }
    })();
    return this.running;
  }

  /** Ctrl-C, SIGTERM and the watchdog clean up and end the process with a failure code. */
  onInterrupt(watchdogMs: number): void {
    const abort = (why: string) => {
      console.error(`\n${why}: cleaning up...`);
      void this.run().finally(() => process.exit(130));
    };
    process.once('SIGINT', () => abort('Interrupted'));
    process.once('SIGTERM', () => abort('Terminated'));
    setTimeout(
      () => abort(`The run went over its time limit of ${Math.round(watchdogMs / 1000)} s`),
      watchdogMs,
    ).unref();
  }
}

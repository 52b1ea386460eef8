import { WorkerJobs, workerBeside } from '../worker-jobs';

/** Runs one job in echo-worker.ts, started the way the shop starts its workers, and prints the answer. */
const jobs = new WorkerJobs<string, string>(workerBeside(__filename, 'echo-worker'));
jobs.run('echo').then(
  async (answer) => {
    console.log(answer);
    await jobs.stop();
  },
  (error: Error) => {
    console.log(`failed: ${error.message}`);
    process.exitCode = 1;
  },
);

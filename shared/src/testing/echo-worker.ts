import { answerJobs } from '../worker-jobs';

/** A worker thread (worker-jobs.test.ts) that answers each job with the job itself and the thread's Node version. */
answerJobs(async (job: string) => `${job} from ${process.version}`);

import { describeStreamCapUnderConcurrency } from '../../../test/live-stream-cap.cases.js';

// TEST_DATABASE_URL: the app runs on a fresh PostgreSQL database, its pool answering on many connections.
describeStreamCapUnderConcurrency('PostgreSQL');
